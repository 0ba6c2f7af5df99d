// Every DynamoDB table the API uses, defined once: its name (from records.ts, with the configured prefix), its key and
// its index. Records made by a write are keyed by the write's Idempotency-Key, so one conditional PutItem both stores
// and deduplicates; the server-made `id` is an attribute, read through the `byId` global secondary index.
import type { CreateTableCommandInput, Projection } from '@aws-sdk/client-dynamodb';
import { tableNames } from './records';

/** The kinds of record the API stores, one table each. */
export type TableKind = keyof typeof tableNames;

/** The name of the global secondary index that finds a record by its server-made `id`. */
export const idIndexName = 'byId';

/**
 * A global secondary index that lists records: hash key `hashKey`, range key `rangeKey` (absent: hash only). Every
 * index here is sparse: an item without both attributes is not in it, so a Query lists exactly the records meant.
 *
 * What it projects is what its Queries read, because every projected attribute is written again into the index each
 * time it changes (a 3 KB order projected whole into 7 indexes cost ~700 write units over its life):
 * - `projection` absent: the keys only. The Query answers keys and the records are read by key (strongly consistent:
 *   a GSI is eventually consistent on AWS, and what is shown or changed must be current); see Repository.queryItems.
 * - `projection: [names]`: the keys and these attributes, for a Query FilterExpression. Only attributes that never
 *   change after placement, so an update never rewrites the entry (a filter on a changing one runs on the records read).
 *   The one exception is `Status` on `byEventDateStatus`: a status change rewrites that entry in place (1 unit), which is
 *   cheaper than an index keyed by the status (delete and put: 2), and it lets the status tab filter in its Query.
 * - `projection: 'all'`: the whole record, for records written once and handled once (the inboxes), read page by page.
 */
export interface ListIndex {
  readonly name: string;
  readonly hashKey: string;
  readonly rangeKey?: string;
  readonly projection?: readonly string[] | 'all';
}

/**
 * What the console's order list filters on in its Query: set at placement (see order-queries.ts). The names were
 * filters before search went to the search table; orders no longer carry `SearchName` and keep `CustomerName` packed
 * (order-packing.ts), so only older orders project them. They stay in the list because a projection cannot change in
 * place (an index would be deleted and added again, one per deploy, for no write saved).
 */
const consoleFilterAttributes = ['PaymentMethod', 'SearchName', 'CustomerName'] as const;

/** The value of `Listed` on every order written since the console: the one partition of the `byEventDateStatus` index. */
export const listedOrder = 'order';
/** The value of `MessagesPending` while a record has messages to send (removed once all are sent). */
export const messagesPending = 'pending';

/**
 * `pendingMessages` (MessagesPending = "pending", MessagesDueAt): the records whose outbox holds unsent messages, on
 * every table whose records keep an outbox (orders, and /custom requests for the team's alert); the dispatcher Queries it.
 */
export const pendingMessagesIndex = { name: 'pendingMessages', hashKey: 'MessagesPending', rangeKey: 'MessagesDueAt' } as const satisfies ListIndex;

/**
 * The orders' indexes, so every list comes from a Query, never a Scan:
 * - `byCustomer` (CustomerId, set on orders placed signed in), newest first;
 * - `byEventDateStatus` (Listed = "order", EventSort = "<event date>#<order number>"): the console's list, upcoming first,
 *   and the same list for one status (a Query filter on the projected `Status`), and the day's orders to deliver;
 * - `pendingMessages` (MessagesPending = "pending", MessagesDueAt): the orders whose outbox holds unsent messages;
 * - `paymentOpen` (PaymentOpen = "open" or "watch", CreatedAt): orders waiting on the gateway, and paid orders still watched
 *   for refunds and disputes (the reconciliation pass walks both);
 * - `paymentAttention` (PaymentAttention = "attention", EventSort): orders whose payment needs an operator;
 */
export const orderIndexes = {
  byCustomer: { name: 'byCustomer', hashKey: 'CustomerId', rangeKey: 'CreatedAt' },
  byEventDateStatus: { name: 'byEventDateStatus', hashKey: 'Listed', rangeKey: 'EventSort', projection: [...consoleFilterAttributes, 'Status'] },
  pendingMessages: pendingMessagesIndex,
  paymentOpen: { name: 'paymentOpen', hashKey: 'PaymentOpen', rangeKey: 'CreatedAt' },
  paymentAttention: { name: 'paymentAttention', hashKey: 'PaymentAttention', rangeKey: 'EventSort', projection: consoleFilterAttributes },
} as const satisfies Record<string, ListIndex>;

/**
 * The orders' indexes since retired, for the stack's rollout steps (apps/infra, README:
 * DynamoDB cannot change an index's projection, and CloudFormation creates or deletes one index per table update):
 * - `byEventDate` (Listed, EventSort): the console's list, without `Status`;
 * - `byStatus` (Status, EventSort): the list for one status. Its key is the status, so each status change deleted and put
 *   the entry (2 write units); `byEventDateStatus` keeps its key and rewrites the entry in place (1 unit). `Status` is
 *   projected by that one index only: every index projecting it costs a unit per status change.
 * - `byOrderNumber` (OrderNumber): the order a customer or operator names. The search table's whole-number item of
 *   every order names its key (OrderSearchIndex.orderKeyOf), read strongly consistent: the index cost a write unit an
 *   order and could miss an order placed a moment ago.
 * - `byPlacedAt` (Listed = "order", CreatedAt): orders by when they were placed, for the reports and the orders CSV.
 *   A number carries its placement's India day, so the search table's whole-number items of those days list them
 *   (OrderSearchIndex.numberedBetween): another write unit an order.
 * - `byPhone` (Phone, set on guest orders only, CreatedAt): the guest orders an account's verified phone placed. The
 *   phone's search items name them (OrderRepository.guestOrdersOf): a write unit a guest order.
 */
export const retiredOrderIndexes = {
  byOrderNumber: { name: 'byOrderNumber', hashKey: 'OrderNumber', projection: consoleFilterAttributes },
  byEventDate: { name: 'byEventDate', hashKey: 'Listed', rangeKey: 'EventSort', projection: consoleFilterAttributes },
  byStatus: { name: 'byStatus', hashKey: 'Status', rangeKey: 'EventSort', projection: consoleFilterAttributes },
  byPlacedAt: { name: 'byPlacedAt', hashKey: 'Listed', rangeKey: 'CreatedAt' },
  byPhone: { name: 'byPhone', hashKey: 'Phone', rangeKey: 'CreatedAt' },
} as const satisfies Record<string, ListIndex> as Record<'byOrderNumber' | 'byEventDate' | 'byStatus' | 'byPlacedAt' | 'byPhone', ListIndex>;

/**
 * The order search table's key (TermHead: a term's first two characters, Term: "<term>#<order number>"): the orders
 * whose search terms begin with what an operator typed are found by a Query on the head and `begins_with` on the term,
 * on the table itself (no index to write a second time). Each item also holds the order's key and list sort key (set at
 * placement), so the hits of several terms are intersected and put in the list's order from the Query alone, and only
 * the page shown is read by key.
 */
export const orderSearchKey = { hashKey: 'TermHead', rangeKey: 'Term' } as const;

/**
 * Tables whose key changed, by their earlier name: a key cannot change in place, so the table was made anew under a new
 * name and its items are copied over (the embedded store when it starts, pnpm db:backfill on AWS).
 * - `PartyBoxOrderSearch` (keyed by "<order key>#<term>", found through its `byTerm` index): the order search table.
 */
export const renamedTables: Partial<Record<TableKind, string>> = { orderSearch: 'PartyBoxOrderSearch' };

/** The console's inboxes: `Inbox` is "open" or "handled" on the records meant for the team, newest first. */
export const inboxIndexName = 'byInbox';
export type InboxState = 'open' | 'handled';
// An inbox page shows whole records, each written once and marked handled once: the index holds them whole.
const inboxIndex = (rangeKey: string): ListIndex => ({ name: inboxIndexName, hashKey: 'Inbox', rangeKey, projection: 'all' });

/**
 * The value of `DraftOpen` on a draft order until it is placed or discarded: the one partition of the checkouts'
 * `openDrafts` index (keys only: the console's list reads each draft by key, so it is current).
 */
export const openDraft = 'open';
export const openDraftsIndex = { name: 'openDrafts', hashKey: 'DraftOpen', rangeKey: 'CreatedAt' } as const satisfies ListIndex;

/** Each table's list indexes. */
const listIndexesOf: Record<TableKind, readonly ListIndex[]> = {
  order: Object.values(orderIndexes),
  contact: [inboxIndex('CreatedAt')],
  // Only /custom requests carry `Inbox` and an outbox (the team's alert); a checkout's customization is read with its order.
  customization: [inboxIndex('CreatedAt'), pendingMessagesIndex],
  suggestion: [inboxIndex('CreatedAt')],
  subscriber: [inboxIndex('SubscribedAt')],
  delivery: [],
  customer: [],
  checkout: [openDraftsIndex],
  limit: [],
  messageMark: [],
  deliveryDay: [],
  orderSearch: [],
};

/** A table as the API sees it: the kind of record, its full name, its (string) partition key and its indexes. */
export interface TableDefinition {
  readonly kind: TableKind;
  readonly name: string;
  readonly keyName: 'IdempotencyKey' | 'email' | 'sub' | 'id' | 'Key' | 'MessageId' | 'Date' | 'TermHead';
  /** The range key, on the one table Queried by its own key (the order search table); absent: the partition key alone. */
  readonly rangeKeyName?: string;
  /**
   * The attribute holding the epoch second after which DynamoDB's TTL may delete the item (it deletes lazily, within
   * days: readers still check it). Set on tables whose items expire by themselves.
   */
  readonly ttlAttribute?: string;
  /** Set for tables whose records have a server-made `id` (all but the subscribers and customers, keyed by their own key). */
  readonly idIndex?: typeof idIndexName;
  /** Further indexes that list records (see orderIndexes and the inboxes). */
  readonly listIndexes: readonly ListIndex[];
}

const keyNames: Record<TableKind, TableDefinition['keyName']> = {
  contact: 'IdempotencyKey',
  customization: 'IdempotencyKey',
  delivery: 'IdempotencyKey',
  suggestion: 'IdempotencyKey',
  order: 'IdempotencyKey',
  subscriber: 'email',
  customer: 'sub',
  // A checkout is keyed by its server-made secret id; a limit counter by what it counts (see platform/limits/rate-limits.ts).
  checkout: 'id',
  limit: 'Key',
  // A record's lease and its messages' sent marks, keyed `<source>#<record key>` (before: one item per message, keyed by its
  // id); see modules/messages/message-marks.ts.
  messageMark: 'MessageId',
  // One item per delivery day: who booked each slot and the operators' block and capacity (modules/delivery).
  deliveryDay: 'Date',
  // One search term of one order: its head, then "<term>#<order number>" (orderSearchKey), so writing an order's terms
  // again writes the same items.
  orderSearch: orderSearchKey.hashKey,
};

/** The TTL attribute of the tables whose items expire: abandoned checkouts and spent rate-limit windows. */
export const expiresAtAttribute = 'ExpiresAt';
const ttlAttributes: Partial<Record<TableKind, string>> = { checkout: expiresAtAttribute, limit: expiresAtAttribute };

/** The table names, by kind, with `prefix` prepended (for stages sharing one account). */
export type Tables = { readonly [K in TableKind]: TableDefinition };

/** All table definitions for a prefix. */
export function tablesFor(prefix = ''): Tables {
  const entries = (Object.keys(tableNames) as TableKind[]).map((kind) => {
    const keyName = keyNames[kind];
    const table: TableDefinition = {
      kind,
      name: `${prefix}${tableNames[kind]}`,
      keyName,
      ...(kind === 'orderSearch' && { rangeKeyName: orderSearchKey.rangeKey }),
      ...(keyName === 'IdempotencyKey' && { idIndex: idIndexName }),
      listIndexes: listIndexesOf[kind],
      ...(ttlAttributes[kind] && { ttlAttribute: ttlAttributes[kind] }),
    };
    return [kind, table];
  });
  return Object.fromEntries(entries) as Tables;
}

/** An index's Projection as CreateTable takes it (see ListIndex). */
export function projectionOf(index: Pick<ListIndex, 'projection'>): Projection {
  if (index.projection === 'all') return { ProjectionType: 'ALL' };
  return index.projection ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] } : { ProjectionType: 'KEYS_ONLY' };
}

/**
 * The CreateTable request for a table: one string hash key, billed per request, for records with an `id` a global
 * secondary index on it (keys only: the record is then read by key), and the list indexes, each projecting what its
 * Queries read (see ListIndex). On AWS a GSI is eventually consistent, usually within a second; dynalite updates it
 * with the write.
 */
export function createTableInput(table: TableDefinition): CreateTableCommandInput {
  const indexes = [
    ...(table.idIndex ? [{ IndexName: table.idIndex, KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' as const }], Projection: projectionOf({}) }] : []),
    ...table.listIndexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.hashKey, KeyType: 'HASH' as const },
        ...(index.rangeKey ? [{ AttributeName: index.rangeKey, KeyType: 'RANGE' as const }] : []),
      ],
      Projection: projectionOf(index),
    })),
  ];
  const attributes = new Set([
    table.keyName,
    ...(table.rangeKeyName ? [table.rangeKeyName] : []),
    ...(table.idIndex ? ['id'] : []),
    ...table.listIndexes.flatMap((index) => [index.hashKey, ...(index.rangeKey ? [index.rangeKey] : [])]),
  ]);
  return {
    TableName: table.name,
    AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: table.keyName, KeyType: 'HASH' },
      ...(table.rangeKeyName ? [{ AttributeName: table.rangeKeyName, KeyType: 'RANGE' as const }] : []),
    ],
    ...(indexes.length && { GlobalSecondaryIndexes: indexes }),
    BillingMode: 'PAY_PER_REQUEST',
  };
}

/** The index names a table of today's layout has (create-tables refuses a table missing one). */
export function indexNames(table: TableDefinition): string[] {
  return [...(table.idIndex ? [table.idIndex] : []), ...table.listIndexes.map((index) => index.name)];
}
