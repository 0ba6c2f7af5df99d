// One-off upgrade of records stored before the operations console, so they join its lists: orders get their listing
// attributes (event date, name, phone, sort key), a version, a placement history line and the status `placed`; orders
// stored before search and reports get who ordered, the occasion and their search terms (and the terms' items), and
// every order its number's search item (it is found by number through it);
// contact messages, /custom requests, theme suggestions and subscribers get `Inbox: open`; draft orders saved before
// the drafts list and still open (not placed, discarded or expired) get `DraftOpen`, so they are listed. It Scans each table once
// (a maintenance job, never a request path) and updates each record with a conditional UpdateItem that only touches
// records still without the new attributes, so running it twice, or while the store runs, changes nothing twice.
import { indiaToday } from '@partybox/contracts';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { legacyPlacedEntry } from './order-history';
import { listingAttributes } from './order-listing';
import { OrderSearchIndex } from './order-search-index';
import { unpackOrder } from './order-packing';
import type { CustomizationRecord, DeliveryRecord, OrderRecord } from '../../platform/db/records';
import { Repository } from '../../platform/db/repository';
import { scan, updateOnce } from '../../platform/db/maintenance';
import { openSavedDrafts } from '../../platform/db/open-saved-drafts';
import type { TableKind, Tables } from '../../platform/db/tables';
import { update } from '../../platform/db/update-expression';

export type BackfillCounts = Partial<Record<TableKind, number>>;

export async function backfill(db: DynamoDBDocumentClient, tables: Tables, now: () => Date = () => new Date()): Promise<BackfillCounts> {
  const repo = new Repository(db);
  const counts: BackfillCounts = {};
  const count = (kind: TableKind) => (counts[kind] = (counts[kind] ?? 0) + 1);

  const search = new OrderSearchIndex(repo, tables.orderSearch);
  for await (const item of scan<Record<string, unknown>>(db, tables.order.name)) {
    // An order written since packing has its terms packed (order-packing.ts): read as the repository reads it.
    const order = unpackOrder<OrderRecord>(item)!;
    if (order.Listed && order.SearchTerms) {
      // Its number's item, which finds it by number since the byOrderNumber index went (written before the order by
      // today's code; an order placed by older code whose items failed to write lacks it).
      if ((await search.orderKeyOf(order.OrderNumber)) === undefined) {
        await search.index({ ...order, SearchTerms: order.SearchTerms });
        count('orderSearch');
      }
      continue;
    }
    const [customization, delivery] = await Promise.all([
      order.CustomizationId ? repo.getById<CustomizationRecord>(tables.customization, order.CustomizationId) : undefined,
      repo.getById<DeliveryRecord>(tables.delivery, order.DeliveryId),
    ]);
    const listing = listingAttributes(order.OrderNumber, indiaToday(new Date(order.CreatedAt)), customization, delivery, order.DeliverySlot?.Date);
    // A listed order (placed since the console) lacks only what search and reports added: who ordered (and their phone),
    // the occasion, the terms.
    const set: Record<string, unknown> = order.Listed
      ? {
          OrderedBy: listing.OrderedBy,
          ...(listing.OrderedByPhone && { OrderedByPhone: listing.OrderedByPhone }),
          Occasion: listing.Occasion,
          SearchTerms: listing.SearchTerms,
        }
      : {
          ...listing,
          ...(order.Status === 'received' && { Status: 'placed' }),
          ...(order.Version === undefined && { Version: 0 }),
          ...(order.History === undefined && { History: [legacyPlacedEntry(order.CreatedAt)] }),
        };
    // The terms' items first: were the run cut short between the two, the next run (finding no terms) writes them again.
    await search.index({
      IdempotencyKey: order.IdempotencyKey,
      OrderNumber: order.OrderNumber,
      SearchTerms: listing.SearchTerms,
      EventSort: listing.EventSort,
    });
    const changed = await updateOnce(db, {
      TableName: tables.order.name,
      Key: { IdempotencyKey: order.IdempotencyKey },
      // Only while nobody (an operator's first change) has listed it meanwhile, or given it its terms.
      ...update()
        .setAll(set)
        .exists('IdempotencyKey')
        .missing(order.Listed ? 'SearchTerms' : 'Listed')
        .build(),
    });
    if (changed) count('order');
  }

  for (const kind of ['contact', 'customization', 'suggestion', 'subscriber'] as const) {
    const table = tables[kind];
    for await (const record of scan<Record<string, unknown>>(db, table.name)) {
      // A checkout's customization belongs to its order, not to the custom requests inbox.
      if (record.Inbox !== undefined || (kind === 'customization' && record.CheckoutHash !== undefined)) continue;
      const changed = await updateOnce(db, {
        TableName: table.name,
        Key: { [table.keyName]: record[table.keyName] },
        ...update().set('Inbox', 'open').exists(table.keyName).missing('Inbox').build(),
      });
      if (changed) count(kind);
    }
  }

  // Draft orders saved before the drafts list (/admin/drafts reads the openDrafts index): the open ones join it.
  const drafts = await openSavedDrafts(db, tables.checkout, now);
  if (drafts > 0) counts.checkout = drafts;
  return counts;
}
