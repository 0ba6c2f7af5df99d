// The order search table: one small item per search term of an order (see order-search.ts), written before the order is
// placed (and by the backfill for orders stored before), and again by an edit that changes a name or the delivery day. Each item's key is the term's head and "<term>#<order number>"
// (see orderSearchKey), so writing an order's terms again (a retried complete, the backfill run twice) rewrites the
// same items and adds nothing, and a search Queries the table itself: one write unit a term, no index entry beside it.
// The whole-number item is also how an order is found by its number (orderKeyOf).
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderRecord } from '../../platform/db/records';
import type { Repository } from '../../platform/db/repository';
import { orderSearchKey, type TableDefinition } from '../../platform/db/tables';
import { minimumSearchLength, searchWord } from './order-search';
import type { SearchLookup } from './order-search-lookups';

/** One order a term finds: its key, its place in the list (`<event date>#<order number>`) and its number. */
export interface SearchHit {
  readonly key: string;
  readonly eventSort: string;
  readonly orderNumber: string;
}

/** How the numbers of an India day begin, as search terms: "2026-11-27" numbers "pb261127…". */
const numberOfDay = (day: string) => `pb${day.slice(2).replaceAll('-', '')}`;

type TermItem = { OrderKey: string; EventSort: string } & Record<typeof orderSearchKey.rangeKey, string>;

/** A search item as a hit, with its term ("<term>#<order number>"). */
function hitOf(item: TermItem): SearchHit & { readonly term: string } {
  const term = item[orderSearchKey.rangeKey];
  return { key: item.OrderKey, eventSort: item.EventSort, orderNumber: term.slice(term.lastIndexOf('#') + 1), term };
}

/** Whether an item is its order's whole number: a name or a suffix's tail that starts with "pb" and digits is not. */
const isWholeNumber = (hit: { readonly term: string; readonly orderNumber: string }) => hit.term === `${searchWord(hit.orderNumber)}#${hit.orderNumber}`;

export class OrderSearchIndex {
  constructor(
    private readonly repo: Repository,
    readonly table: TableDefinition,
  ) {}

  /**
   * The key of the order numbered `orderNumber`: its whole-number item ("pb261127ab12cd#PB-261127-AB12CD", every order has
   * one: order-search.ts), read by its own key, strongly consistent. Undefined when no order has that number. This is
   * how an order is found by its number (no index on the orders: one write unit less an order).
   */
  async orderKeyOf(orderNumber: string): Promise<string | undefined> {
    const term = searchWord(orderNumber);
    if (term.length < minimumSearchLength) return undefined;
    const { Item } = await this.repo.guard(() =>
      this.repo.db.send(
        new GetCommand({
          TableName: this.table.name,
          Key: { [orderSearchKey.hashKey]: term.slice(0, minimumSearchLength), [orderSearchKey.rangeKey]: `${term}#${orderNumber}` },
          ConsistentRead: true,
        }),
      ),
    );
    return Item?.OrderKey as string | undefined;
  }

  /** Writes an order's search items (unconditional puts of fixed keys: writing twice changes nothing). */
  async index(order: Pick<OrderRecord, 'IdempotencyKey' | 'OrderNumber' | 'SearchTerms' | 'EventSort'>): Promise<void> {
    await Promise.all(
      (order.SearchTerms ?? []).map((term) =>
        this.repo.guard(() =>
          this.repo.db.send(
            new PutCommand({
              TableName: this.table.name,
              Item: {
                [orderSearchKey.hashKey]: term.slice(0, minimumSearchLength),
                [orderSearchKey.rangeKey]: `${term}#${order.OrderNumber}`,
                OrderKey: order.IdempotencyKey,
                EventSort: order.EventSort ?? order.OrderNumber,
              },
            }),
          ),
        ),
      ),
    );
  }

  /**
   * An edited order's items: every current term written again (its place in the list may have moved with the delivery
   * day), then the terms it no longer has deleted, so a search by the old name no longer finds it. Both idempotent.
   */
  async reindex(order: Pick<OrderRecord, 'IdempotencyKey' | 'OrderNumber' | 'SearchTerms' | 'EventSort'>, previousTerms: readonly string[]): Promise<void> {
    await this.index(order);
    const current = new Set(order.SearchTerms ?? []);
    await Promise.all(
      previousTerms
        .filter((term) => !current.has(term))
        .map((term) =>
          this.repo.guard(() =>
            this.repo.db.send(
              new DeleteCommand({
                TableName: this.table.name,
                Key: { [orderSearchKey.hashKey]: term.slice(0, minimumSearchLength), [orderSearchKey.rangeKey]: `${term}#${order.OrderNumber}` },
              }),
            ),
          ),
        ),
    );
  }

  /**
   * Every order a typed word finds: the hits of its lookups (lookupsOf), and of the whole numbers of the dates it may be
   * part of (datePrefixes, between the oldest and the newest number stored), a hit of a lookup with `within` kept only
   * when its number contains the word. All Queries of the search table.
   */
  async matches(word: string): Promise<SearchHit[]> {
    const { datePrefixes, lookupsOf, mayLieInDate } = await import('./order-search-lookups');
    const lookups: SearchLookup[] = [...lookupsOf(word)];
    const span = mayLieInDate(word) ? await this.numberDates() : undefined;
    if (span) for (const prefix of datePrefixes(word, span.first, span.last)) lookups.push({ term: prefix, within: word });
    const found = new Map<string, SearchHit>();
    const hits = await Promise.all(lookups.map((lookup) => this.hits(lookup.term)));
    lookups.forEach(({ within }, i) => {
      for (const hit of hits[i]!) if (within === undefined || searchWord(hit.orderNumber).includes(within)) found.set(hit.key, hit);
    });
    return [...found.values()];
  }

  /**
   * The dates of the oldest and the newest standard number stored: the first and the last whole-number term ("pb" and
   * a digit), one item each. Undefined when there is none.
   */
  private async numberDates(): Promise<{ first: Date; last: Date } | undefined> {
    const [first, last] = await Promise.all(
      [true, false].map(async (forward) => {
        const { items } = await this.repo.query<Record<typeof orderSearchKey.rangeKey, string>>({
          TableName: this.table.name,
          KeyConditionExpression: '#head = :head AND #term BETWEEN :low AND :high',
          ExpressionAttributeNames: { '#head': orderSearchKey.hashKey, '#term': orderSearchKey.rangeKey },
          // Digits sort before ":", letters after it: only the numbers' terms, not a name that starts with "pb".
          ExpressionAttributeValues: { ':head': 'pb', ':low': 'pb0', ':high': 'pb:' },
          ScanIndexForward: forward,
          Limit: 1,
        });
        const { dateOfNumber } = await import('./order-search-lookups');
        return items[0] && dateOfNumber(items[0][orderSearchKey.rangeKey]);
      }),
    );
    return first && last ? { first, last } : undefined;
  }

  /**
   * The orders numbered on the India days `fromDay` to `toDay` (YYYY-MM-DD, both included): the whole-number items
   * "pbYYMMDD…" of those days, a Query of the "pb" head between their numbers, page after page, strongly consistent. A
   * standard number carries its placement's India day, so these are the orders placed on those days (the reports and
   * the orders CSV; no index on the orders for it).
   */
  async numberedBetween(fromDay: string, toDay: string): Promise<SearchHit[]> {
    // "~" sorts after every letter and digit: the last day's numbers are included.
    const items = await this.termItems('#term BETWEEN :low AND :high', { ':head': 'pb', ':low': numberOfDay(fromDay), ':high': `${numberOfDay(toDay)}~` });
    return items.filter(isWholeNumber);
  }

  /**
   * One page (`limit` items, from `start`, a page's lastKey) of the orders numbered on the India day `fromDay` or after,
   * oldest first: the whole-number items of those days (the reconciliation's walk of the orders whose payments it
   * still watches). Whole numbers only, so a page may hold fewer than `limit`.
   */
  async numberPage(fromDay: string, limit: number, start?: Record<string, unknown>): Promise<{ hits: SearchHit[]; lastKey?: Record<string, unknown> }> {
    const page = await this.repo.query<TermItem>({
      TableName: this.table.name,
      // ":" sorts after every digit: every number from that day on, and no name starting with "pb" and a letter.
      KeyConditionExpression: '#head = :head AND #term BETWEEN :low AND :high',
      ExpressionAttributeNames: { '#head': orderSearchKey.hashKey, '#term': orderSearchKey.rangeKey },
      ExpressionAttributeValues: { ':head': 'pb', ':low': numberOfDay(fromDay), ':high': 'pb:' },
      ConsistentRead: true,
      Limit: limit,
      ...(start && { ExclusiveStartKey: start }),
    });
    const hits = page.items.flatMap((item) => {
      const hit = hitOf(item);
      return isWholeNumber(hit) ? [{ key: hit.key, eventSort: hit.eventSort, orderNumber: hit.orderNumber }] : [];
    });
    return { hits, ...(page.lastKey && { lastKey: page.lastKey }) };
  }

  /**
   * Every order with a term starting with `term`: Queries on the term's head, `begins_with` the term, page after page
   * (a few thousand hits are a few pages of small items), strongly consistent.
   */
  async hits(term: string): Promise<SearchHit[]> {
    const items = await this.termItems('begins_with(#term, :term)', { ':head': term.slice(0, minimumSearchLength), ':term': term });
    return [...new Map(items.map((hit) => [hit.key, hit])).values()];
  }

  /** The items of one head (`:head`) whose term meets `condition`, page after page, strongly consistent, as hits. */
  private async termItems(condition: string, values: Record<string, string>): Promise<(SearchHit & { readonly term: string })[]> {
    const found: (SearchHit & { readonly term: string })[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.repo.query<TermItem>({
        TableName: this.table.name,
        KeyConditionExpression: `#head = :head AND ${condition}`,
        ExpressionAttributeNames: { '#head': orderSearchKey.hashKey, '#term': orderSearchKey.rangeKey },
        ExpressionAttributeValues: values,
        ConsistentRead: true,
        ...(start && { ExclusiveStartKey: start }),
      });
      found.push(...page.items.map(hitOf));
      start = page.lastKey;
    } while (start);
    return found;
  }
}
