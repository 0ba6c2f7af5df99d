// The order search table: one small item per search term of an order (see order-search.ts), written when the order is
// placed (and by the backfill for orders stored before). Each item's key is "<order key>#<term>", so writing an order's
// terms again (a retried complete, the backfill run twice) rewrites the same items and adds nothing.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderRecord } from '../../platform/db/records';
import type { Repository } from '../../platform/db/repository';
import { orderSearchIndex, type TableDefinition } from '../../platform/db/tables';
import { minimumSearchLength } from './order-search';

/** At most this many orders answer one search: the console shows them all; a longer search narrows them. */
export const maxSearchHits = 100;

export class OrderSearchIndex {
  constructor(
    private readonly repo: Repository,
    readonly table: TableDefinition,
  ) {}

  /** Writes an order's search items (unconditional puts of fixed keys: writing twice changes nothing). */
  async index(order: Pick<OrderRecord, 'IdempotencyKey' | 'OrderNumber' | 'SearchTerms'>): Promise<void> {
    await Promise.all(
      (order.SearchTerms ?? []).map((term) =>
        this.repo.guard(() =>
          this.repo.db.send(
            new PutCommand({
              TableName: this.table.name,
              Item: {
                Key: `${order.IdempotencyKey}#${term}`,
                TermHead: term.slice(0, minimumSearchLength),
                Term: `${term}#${order.OrderNumber}`,
                OrderKey: order.IdempotencyKey,
              },
            }),
          ),
        ),
      ),
    );
  }

  /**
   * The keys of the orders with a term starting with `term`, at most `maxSearchHits` of them (and whether more exist):
   * Queries on the term's head, `begins_with` the term, page after page.
   */
  async orderKeys(term: string): Promise<{ keys: string[]; more: boolean }> {
    const keys = new Set<string>();
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.repo.query<{ OrderKey: string }>({
        TableName: this.table.name,
        IndexName: orderSearchIndex.name,
        KeyConditionExpression: '#head = :head AND begins_with(#term, :term)',
        ExpressionAttributeNames: { '#head': orderSearchIndex.hashKey, '#term': orderSearchIndex.rangeKey },
        ExpressionAttributeValues: { ':head': term.slice(0, minimumSearchLength), ':term': term },
        ...(start && { ExclusiveStartKey: start }),
      });
      for (const item of page.items) {
        if (!keys.has(item.OrderKey) && keys.size >= maxSearchHits) return { keys: [...keys], more: true };
        keys.add(item.OrderKey);
      }
      start = page.lastKey;
    } while (start);
    return { keys: [...keys], more: false };
  }
}
