// The one owner of every DynamoDB read and write of an order. Reads by id are strongly consistent GetItems on the
// table's key (orders are keyed by their own id since the checkout; older ones by their client's Idempotency-Key, found
// through the byId index as a fallback). Every change is ONE conditional UpdateItem on `Version = expected` that sets the
// new status, increments the version, appends to the history and to the outbox, and puts the order in the sparse
// pendingMessages index: dynalite has no transactions, and none is needed when all of it lives on one item.
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { SessionCustomer } from '../accounts';
import type { MessageEvent } from '@partybox/catalog';
import type { OrderHistoryRecord, OrderRecord, OutboxMessageRecord } from '../../platform/db/records';
import { IdempotencyKeyReusedError, isConditionFailure, type PutOnceResult, type Repository } from '../../platform/db/repository';
import { OutboxTable, contactOf, outboxEntries, teamEntry, unsent } from '../messages';
import { e164Phone } from '@partybox/contracts/phone';
import { indiaToday } from '@partybox/contracts';
import { listedOrder, messagesPending, orderIndexes, type TableDefinition } from '../../platform/db/tables';
import { Conflict } from '../../platform/errors/domain-errors';
import { update, type UpdateExpression } from '../../platform/db/update-expression';
import { changedBySomeoneElseMessage } from '@partybox/contracts/operations';
import { statusesToDeliver } from '@partybox/order-lifecycle';
import type { OrderChange } from './order-changes';
import { legacyPlacedEntry } from './order-history';
import { packChanges, packOrder, unpackOrder } from './order-packing';
import { firstTextsNow, outboxAfter, remindsNoMore } from './placed-messages';
import type { OrderSearchIndex, SearchHit } from './order-search-index';
import { statusOf, versionOf } from './order-views';

/** The order changed since the version the change names: someone else moved it first. */
export class OrderConflictError extends Conflict {
  override readonly name = 'OrderConflictError';
  constructor(
    readonly orderNumber: string,
    message: string = changedBySomeoneElseMessage,
  ) {
    super('conflict', message);
  }
}

/** A payment write: attributes to set and remove, the history line and the messages it causes. */
export interface PaymentWrite {
  readonly set: Record<string, unknown>;
  readonly remove: readonly string[];
  readonly history?: OrderHistoryRecord;
  readonly notify?: readonly { readonly event: MessageEvent; readonly reason?: string; readonly amount?: number }[];
}

/** The most orders a customer's page lists. */
export const customerOrdersLimit = 500;

/** A console list plan (see order-queries.ts): the Query, the page size, and a filter on the records read (by key). */
export interface OrderListPlan {
  readonly input: QueryCommandInput;
  readonly limit: number;
  /** Keeps the orders that match what the index does not project (the status, which changes); absent: all. */
  readonly keep?: (order: OrderRecord) => boolean;
  /** A search: the asked terms (order-search.ts), looked up in the search table instead of the Query `input`, after a hit. */
  readonly search?: { readonly terms: readonly string[]; readonly after?: string };
}

/** The order is still at `expected`: every change adds 1 to its version (version 0 is also an order stored before versions). */
export function atVersion(u: UpdateExpression, expected: number): UpdateExpression {
  const version = u.name('Version');
  return u.when(expected === 0 ? `attribute_not_exists(${version}) OR ${version} = ${u.value(expected)}` : `${version} = ${u.value(expected)}`);
}

/** Newest placed first (then by id, so two orders of one instant keep one order). */
const newestFirst = (a: OrderRecord, b: OrderRecord) => (a.CreatedAt < b.CreatedAt ? 1 : a.CreatedAt > b.CreatedAt ? -1 : b.id.localeCompare(a.id));

export class OrderRepository {
  /** The outbox's Query and conditional updates, shared with every table whose records keep an outbox. */
  private readonly outbox: OutboxTable<OrderRecord>;

  constructor(
    private readonly repo: Repository,
    readonly table: TableDefinition,
    private readonly newId: () => string,
    /** The console's search items; absent where nothing searches (tests of the outbox alone). */
    private readonly search_?: OrderSearchIndex,
  ) {
    this.outbox = new OutboxTable(repo, table);
  }

  /**
   * Stores a new order unless one with its key exists (then answers that one, `created: false`, writing nothing), its
   * search items first: an order stored is always found by its number (findByNumber reads its whole-number item). Items
   * written for an order whose own write then failed name a key with no order behind it (every reader skips those), or
   * the order a racing write stored (found under its own number, which findByNumber checks).
   */
  async place(order: OrderRecord): Promise<PutOnceResult<OrderRecord>> {
    // Stored already (a webhook delivered again, a complete retried): no item is written for it again.
    const existing = await this.findByKey(order.IdempotencyKey);
    if (existing) return this.placedBefore(order, existing);
    await this.search_?.index(order);
    const stored = await this.repo.putOnce(this.table, packOrder(order));
    return stored.created ? { item: order, created: true } : this.placedBefore(order, unpackOrder(stored.item)!);
  }

  /** The stored order a placement finds under its key, unless that key was used for another placement. */
  private placedBefore(order: OrderRecord, stored: OrderRecord): PutOnceResult<OrderRecord> {
    // putOnce compares the request hashes of plain items; an order's is packed, so it is compared here.
    if (stored.RequestHash !== undefined && stored.RequestHash !== order.RequestHash)
      throw new IdempotencyKeyReusedError(this.table.name, order.IdempotencyKey);
    return { item: stored, created: false };
  }

  /** An edited order's search items brought in line with its terms and place in the list (see OrderSearchIndex.reindex). */
  async reindexSearch(order: OrderRecord, previousTerms: readonly string[]): Promise<void> {
    await this.search_?.reindex(order, previousTerms);
  }

  /**
   * The order with this id: a strongly consistent GetItem by key (every order placed through a checkout is keyed by its
   * id), else, for an order stored before, through the byId index.
   */
  async findById(id: string): Promise<OrderRecord | undefined> {
    return (await this.findByKey(id)) ?? unpackOrder(await this.repo.getById(this.table, id));
  }

  /** The order stored under this key (strongly consistent), or undefined. */
  async findByKey(key: string): Promise<OrderRecord | undefined> {
    return unpackOrder(await this.repo.getByKey(this.table, key));
  }

  /**
   * The order with this number, or undefined: its key from the search table's whole-number item, then the order by key,
   * both strongly consistent (an order placed a moment ago is found, which an index would not promise).
   */
  async findByNumber(orderNumber: string): Promise<OrderRecord | undefined> {
    if (!this.search_) throw new Error('orders are found by number through the search table: give the repository its OrderSearchIndex');
    const key = await this.search_.orderKeyOf(orderNumber);
    const order = key === undefined ? undefined : await this.findByKey(key);
    return order?.OrderNumber === orderNumber ? order : undefined;
  }

  /** One page of a Query on an index of the orders, each order read by key and unpacked. */
  private async queryOrders(input: Omit<QueryCommandInput, 'TableName'>): Promise<{ items: OrderRecord[]; lastKey?: Record<string, unknown> }> {
    const page = await this.repo.queryItems<Record<string, unknown>>(this.table, input);
    return { ...page, items: page.items.map((item) => unpackOrder(item)!) };
  }

  /**
   * A customer's newest orders: those placed signed in (a Query of the sparse `byCustomer` index) and guest orders with
   * their verified phone (guestOrdersOf), newest first, and whether older ones exist.
   */
  async listForCustomer(customer: SessionCustomer, limit: number): Promise<{ orders: OrderRecord[]; more: boolean }> {
    const [own, guest] = await Promise.all([
      this.repo.listNewest<Record<string, unknown>>(this.table, orderIndexes.byCustomer, customer.sub, limit),
      customer.verifiedPhone ? this.guestOrdersOf(customer.verifiedPhone, limit) : { items: [], more: false },
    ]);
    const merged = [...own.items.map((item) => unpackOrder(item)!), ...guest.items].sort(newestFirst);
    return { orders: merged.slice(0, limit), more: own.more || guest.more || merged.length > limit };
  }

  /**
   * The newest `limit` guest orders whose `Phone` (the phone a guest order was placed with: no account placed it) is
   * `phone`, and whether older ones exist: the orders the phone's search items name (where it is the orderer's or the
   * recipient's), each read by key, kept when it is such a guest order. One phone's orders are a handful, read side by
   * side; this replaces the `byPhone` index, one write unit a guest order.
   */
  private async guestOrdersOf(phone: string, limit: number): Promise<{ items: OrderRecord[]; more: boolean }> {
    if (!this.search_) throw new Error("a phone's guest orders are found through the search table: give the repository its OrderSearchIndex");
    // Newest numbers first (a number starts with its India day), should a phone have more than the cap.
    const hits = (await this.search_.hits(phone)).sort((a, b) => b.orderNumber.localeCompare(a.orderNumber)).slice(0, customerOrdersLimit);
    const read = await Promise.all(hits.map((hit) => this.findByKey(hit.key)));
    const guest = read
      .filter((order): order is OrderRecord => order !== undefined && order.CustomerId === undefined && order.Phone === phone)
      .sort(newestFirst);
    return { items: guest.slice(0, limit), more: guest.length > limit };
  }

  /** Runs a console list plan: Queries until the page is full or the index is exhausted; answers the last key. */
  async list(plan: OrderListPlan): Promise<{ items: OrderRecord[]; lastKey?: Record<string, unknown> }> {
    const items: OrderRecord[] = [];
    let start = plan.input.ExclusiveStartKey;
    for (;;) {
      const { TableName: _table, ...input } = plan.input;
      const page = await this.queryOrders({
        ...input,
        ...(start && { ExclusiveStartKey: start }),
        Limit: plan.limit - items.length,
      });
      items.push(...(plan.keep ? page.items.filter(plan.keep) : page.items));
      start = page.lastKey;
      if (!start || items.length >= plan.limit) break;
    }
    return { items, ...(start && { lastKey: start }) };
  }

  /**
   * Every order placed between two instants (ISO, inclusive), oldest first: the orders numbered on those India days
   * (the search table's whole-number items, OrderSearchIndex.numberedBetween), each read by key, a few hundred side by
   * side, and kept when placed in the range. For the reports and the orders CSV, which cover a day to a few months.
   */
  async placedBetween(fromIso: string, toIso: string): Promise<OrderRecord[]> {
    if (!this.search_) throw new Error('orders are listed by placement through the search table: give the repository its OrderSearchIndex');
    // A day either side: an order's number is dated when its checkout completes, a moment before it is placed.
    const day = (iso: string, shift: number) => indiaToday(new Date(Date.parse(iso) + shift * 86_400_000));
    const hits = await this.search_.numberedBetween(day(fromIso, -1), day(toIso, 1));
    const orders: OrderRecord[] = [];
    for (let at = 0; at < hits.length; at += 200) {
      const chunk = hits.slice(at, at + 200);
      const read = await Promise.all(chunk.map((hit) => this.findByKey(hit.key)));
      // Kept under its own number only: an item written for a placement whose write lost a race names another number
      // (a quote's payment delivered twice at once numbers each attempt) and must not count the order twice.
      const placed = read.filter((order, i): order is OrderRecord => order?.OrderNumber === chunk[i]!.orderNumber);
      orders.push(...placed.filter((order) => order.CreatedAt >= fromIso && order.CreatedAt <= toIso));
    }
    return orders.sort((a, b) => a.CreatedAt.localeCompare(b.CreatedAt) || a.OrderNumber.localeCompare(b.OrderNumber));
  }

  /**
   * One page of the orders placed on the India day `fromDay` or after, oldest first, from `start` (a page's lastKey):
   * their numbers' search items (OrderSearchIndex.numberPage), keys only.
   */
  async placedSincePage(
    fromDay: string,
    limit: number,
    start?: Record<string, unknown>,
  ): Promise<{ items: Pick<OrderRecord, 'IdempotencyKey'>[]; lastKey?: Record<string, unknown> }> {
    if (!this.search_) throw new Error('orders are listed by placement through the search table: give the repository its OrderSearchIndex');
    const { hits, lastKey } = await this.search_.numberPage(fromDay, limit, start);
    return { items: hits.map((hit) => ({ IdempotencyKey: hit.key })), ...(lastKey && { lastKey }) };
  }

  /** The orders with a phone number (the orderer's or the recipient's, 10 digits), upcoming first. */
  async withPhone(phone: string): Promise<OrderRecord[]> {
    const { items } = await this.search([phone], (order) => (order.SearchTerms ?? []).includes(phone), customerOrdersLimit);
    return items;
  }

  /**
   * The orders found by a search, in the list's order (event date, then number), at most `limit` of them: the orders
   * every asked term finds (their hits intersected from the search index alone), read by key a page at a time, kept
   * when `keep` keeps them (the list's filters, checked on the current record). `more`: further orders match.
   */
  async search(
    terms: readonly string[],
    keep: (order: OrderRecord) => boolean,
    limit: number,
    after?: string,
  ): Promise<{ items: OrderRecord[]; after?: string }> {
    if (!this.search_) return { items: [] };
    const [first, ...rest] = await Promise.all(terms.map((term) => this.search_!.matches(term)));
    const inEvery = rest.map((hits) => new Set(hits.map((hit) => hit.key)));
    // A hit's place in the list: its sort key, then its order key (two orders never share both).
    const place = (hit: SearchHit) => `${hit.eventSort}|${hit.key}`;
    const candidates = (first ?? [])
      .filter((hit) => inEvery.every((keys) => keys.has(hit.key)) && (after === undefined || place(hit) > after))
      .sort((a, b) => place(a).localeCompare(place(b)));
    const items: OrderRecord[] = [];
    let next = 0;
    while (items.length < limit && next < candidates.length) {
      const chunk = candidates.slice(next, next + limit - items.length);
      next += chunk.length;
      const read = await Promise.all(chunk.map((hit) => this.findByKey(hit.key)));
      items.push(...read.filter((order): order is OrderRecord => order !== undefined && keep(order)));
    }
    return { items, ...(next < candidates.length && { after: place(candidates[next - 1]!) }) };
  }

  /** Applies `change` to `order` in one conditional write; throws OrderConflictError when the version moved on. */
  async apply(order: OrderRecord, change: OrderChange, now: Date): Promise<OrderRecord> {
    // The contact as the change leaves it: an edit that names a new recipient texts them, not the one replaced.
    const contact = contactOf({ ...order, ...change.backfill, ...change.alsoSet } as OrderRecord);
    const messages: OutboxMessageRecord[] = change.notify
      ? outboxEntries(change.notify, contact, now, this.newId, change.notifyReason ?? change.cancelReason, change.notifyAmount, now, change.notifyLink)
      : [];
    // Who ordered for someone else (their party details' phone) hears of every edit of their order too, by text.
    const orderer = order.OrderedByPhone;
    if (change.notify === 'order-edited' && orderer && orderer !== contact.phone) {
      messages.push(...outboxEntries(change.notify, { phone: orderer }, now, this.newId, change.notifyReason, change.notifyAmount, now, change.notifyLink));
    }
    // The operators hear of what the customer did (a cancellation online) in the same write; never of their own action.
    if (change.alertTeam) messages.push(teamEntry(change.alertTeam, now, this.newId, change.cancelReason));
    return this.write(order, (order) => {
      const u = update()
        .set(change.attribute, change.value ?? change.history.To)
        .set('Version', change.expectedVersion + 1)
        // An order stored before histories gets its placement line first, so its history starts where it began.
        .append('History', order.History === undefined ? [legacyPlacedEntry(order.CreatedAt), change.history] : [change.history]);
      const value = change.value ?? change.history.To;
      this.dropReminders(
        order,
        u,
        messages,
        {
          status: change.attribute === 'Status' ? String(value) : statusOf(order),
          paymentStatus: change.attribute === 'PaymentStatus' ? String(value) : order.PaymentStatus,
          now,
        },
        contactOf(order).phone !== contact.phone ? contact.phone : undefined,
      );
      if (messages.length > 0) this.queueMessages(order, u, messages, now);
      if (change.cancelReason !== undefined) u.set('CancelReason', change.cancelReason);
      u.setAll({ ...change.backfill, ...change.alsoSet }).remove(...(change.alsoRemove ?? []));
      return atVersion(atVersion(u.exists(this.table.keyName), change.expectedVersion), versionOf(order));
    });
  }

  /**
   * Writes a payment update of `order` in ONE conditional UpdateItem on its version: the attributes to set and remove,
   * a history line and customer messages when it has them. Throws OrderConflictError when the version moved on (the
   * caller reads it again and folds again).
   */
  async applyPayment(order: OrderRecord, write: PaymentWrite, now: Date): Promise<OrderRecord> {
    return this.write(order, (order) => this.paymentUpdate(order, write, now));
  }

  private paymentUpdate(order: OrderRecord, write: PaymentWrite, now: Date): UpdateExpression {
    const expected = versionOf(order);
    const u = update()
      .set('Version', expected + 1)
      .setAll(write.set)
      .remove(...write.remove.filter((name) => !(name in write.set)));
    if (write.history) u.append('History', [write.history]);
    const paymentStatus = typeof write.set.PaymentStatus === 'string' ? write.set.PaymentStatus : order.PaymentStatus;
    // Paid while the placement's first texts still wait for the payment: they go now and say paid; no "paid" text too.
    const firstTexts = paymentStatus === 'paid' ? firstTextsNow(order.Outbox, now) : undefined;
    const notices = (write.notify ?? []).filter((note) => !(firstTexts && note.event === 'paid'));
    const messages = notices.flatMap((note) =>
      note.event.startsWith('team-')
        ? [teamEntry(note.event, now, this.newId, note.reason)]
        : outboxEntries(note.event, contactOf(order), now, this.newId, note.reason, note.amount),
    );
    this.dropReminders(
      firstTexts ? { ...order, Outbox: firstTexts } : order,
      u,
      messages,
      { status: statusOf(order), paymentStatus, now },
      undefined,
      Boolean(firstTexts),
    );
    if (messages.length > 0) this.queueMessages(order, u, messages, now);
    else if (firstTexts) this.dueNow(order, u, now);
    return atVersion(u.exists(this.table.keyName), expected);
  }

  /**
   * Drops the order's payment reminders in the change's own write once it leaves the order paid or cancelled
   * (placed-messages.ts), and takes the order out of the pendingMessages index when nothing else is left to send.
   */
  private dropReminders(
    order: OrderRecord,
    u: UpdateExpression,
    messages: readonly OutboxMessageRecord[],
    after: { readonly status: string; readonly paymentStatus: string; readonly now: Date },
    /** The recipient's new phone: the texts still to send to the one replaced go to it instead. */
    newPhone?: string,
    /** The order's Outbox was changed by the caller (firstTextsNow): written even when no reminder is dropped. */
    outboxChanged = false,
  ): void {
    // Paid or cancelled, the order owes no reminder: the pass that queues them (PaymentReminderAt) has nothing to do.
    if (order.PaymentReminderAt !== undefined && remindsNoMore(after)) u.remove('PaymentReminderAt');
    let kept = outboxAfter(order.Outbox, after, after.now);
    const replaced = contactOf(order).phone;
    if (newPhone && replaced) {
      const [from, to] = [e164Phone(replaced), e164Phone(newPhone)];
      const current = kept ?? order.Outbox ?? [];
      if (unsent(current).some((message) => message.Channel === 'sms' && message.To === from)) {
        kept = current.map((message) => (message.Channel === 'sms' && message.To === from && unsent([message]).length > 0 ? { ...message, To: to } : message));
      }
    }
    if (!kept && outboxChanged) kept = order.Outbox ?? [];
    if (!kept) return;
    if (kept.length + messages.length > 0) u.set('Outbox', kept);
    else u.remove('Outbox', 'MessagesPending', 'MessagesDueAt');
  }

  /** Appends messages to the outbox and puts the order in the pendingMessages index, due now. */
  private queueMessages(order: OrderRecord, u: UpdateExpression, messages: readonly OutboxMessageRecord[], now: Date): void {
    u.append('Outbox', messages);
    this.dueNow(order, u, now);
  }

  /**
   * Puts the order in the pendingMessages index due now, unless it is there already due by now (its first texts
   * waiting for the payment, a retry's back-off): moving its due time would delete and put the entry (2 write units).
   */
  private dueNow(order: OrderRecord, u: UpdateExpression, now: Date): void {
    if (order.MessagesPending && order.MessagesDueAt && order.MessagesDueAt <= now.toISOString()) return;
    u.set('MessagesPending', messagesPending).set('MessagesDueAt', now.toISOString());
  }

  /**
   * One conditional UpdateItem of the order, `build` made on the order as read (its packed attributes' changes folded
   * into one, see order-packing.ts), also conditional on the order's `Settled`: the dispatcher's settle drops the
   * messages it sent from the outbox without moving the version, so a change read before it would put them back. When
   * only a settle came between (the version is the same), the change is made again on the order as it is now; the
   * caller never sees it. OrderConflictError when the version moved on.
   */
  private async write(order: OrderRecord, build: (current: OrderRecord) => UpdateExpression): Promise<OrderRecord> {
    let current = order;
    for (let attempt = 1; ; attempt++) {
      const u = build(current);
      packChanges(current, u);
      const settled = u.name('Settled');
      u.when(current.Settled ? `${settled} = ${u.value(current.Settled)}` : `attribute_not_exists(${settled})`);
      try {
        return unpackOrder(await this.repo.update({ TableName: this.table.name, Key: { [this.table.keyName]: order.IdempotencyKey }, ...u.build() }))!;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const now = await this.findByKey(order.IdempotencyKey);
        const settledOnly = now && versionOf(now) === versionOf(current) && now.Settled !== current.Settled;
        if (!settledOnly || attempt >= 5) throw new OrderConflictError(order.OrderNumber);
        current = now;
      }
    }
  }

  /**
   * One page of the sparse paymentOpen index's `list` ("open": waiting on the gateway; "watch": paid, still watched),
   * oldest first unless `newestFirst`, from `start` (a page's lastKey). The index projects keys only: the items carry
   * the order's key (reconciliation reads each order by it, strongly consistent, before acting).
   */
  async paymentOpenPage(
    list: 'open' | 'watch',
    options: { limit: number; newestFirst?: boolean; start?: Record<string, unknown> },
  ): Promise<{ items: Pick<OrderRecord, 'IdempotencyKey'>[]; lastKey?: Record<string, unknown> }> {
    return this.repo.query<Pick<OrderRecord, 'IdempotencyKey'>>({
      TableName: this.table.name,
      IndexName: orderIndexes.paymentOpen.name,
      KeyConditionExpression: '#p = :p',
      ExpressionAttributeNames: { '#p': orderIndexes.paymentOpen.hashKey },
      ExpressionAttributeValues: { ':p': list },
      Limit: options.limit,
      ScanIndexForward: !options.newestFirst,
      ...(options.start && { ExclusiveStartKey: options.start }),
    });
  }

  /**
   * One page of the orders of a payment list placed between `from` and `to` (ISO times, both included), oldest first:
   * the orders whose payment reminder may be owed (payments/payment-reminders.ts). Keys only, as the list projects.
   */
  async paymentOpenPlacedBetween(
    list: 'open' | 'watch',
    from: string,
    to: string,
    start?: Record<string, unknown>,
  ): Promise<{ items: Pick<OrderRecord, 'IdempotencyKey'>[]; lastKey?: Record<string, unknown> }> {
    const index = orderIndexes.paymentOpen;
    return this.repo.query<Pick<OrderRecord, 'IdempotencyKey'>>({
      TableName: this.table.name,
      IndexName: index.name,
      KeyConditionExpression: '#p = :p AND #c BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#p': index.hashKey, '#c': index.rangeKey },
      ExpressionAttributeValues: { ':p': list, ':from': from, ':to': to },
      ...(start && { ExclusiveStartKey: start }),
    });
  }

  /**
   * Adds an operator's internal note, keyed by the request's Idempotency-Key so a retry stores it once. A note is not a
   * change of the order: it neither needs nor moves the version, so it never makes another operator's change stale.
   */
  async addNote(order: OrderRecord, key: string, note: { At: string; By: string; Text: string; ForPacking?: boolean }): Promise<OrderRecord> {
    const target = { TableName: this.table.name, Key: { [this.table.keyName]: order.IdempotencyKey } };
    // A map attribute must exist before a key can be set inside it: made once, by the first note.
    await this.repo.update({ ...target, ...update().setIfMissing('TeamNotes', {}).exists(this.table.keyName).build() });
    try {
      return unpackOrder(await this.repo.update({ ...target, ...update().set(['TeamNotes', key], note).missing(['TeamNotes', key]).build() }))!;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return (await this.findByKey(order.IdempotencyKey)) ?? order;
    }
  }

  /**
   * The orders going out on one day (their listing day: the delivery day, or the party's for an order without a slot)
   * still to deliver (every status of statusesToDeliver: packed ones too), in placement order (the day's packing slips):
   * the day's part of the list's index, filtered on the status it projects, each order's status checked again as read.
   */
  async toDeliverOn(day: string): Promise<OrderRecord[]> {
    const index = orderIndexes.byEventDateStatus;
    const statuses = Object.fromEntries(statusesToDeliver.map((status, at) => [`:s${at}`, status]));
    const orders: OrderRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.queryOrders({
        IndexName: index.name,
        KeyConditionExpression: '#h = :h AND begins_with(#r, :day)',
        FilterExpression: `#s IN (${Object.keys(statuses).join(', ')})`,
        ExpressionAttributeNames: { '#h': index.hashKey, '#r': index.rangeKey, '#s': 'Status' },
        ExpressionAttributeValues: { ':h': listedOrder, ':day': `${day}#`, ...statuses },
        ...(start && { ExclusiveStartKey: start }),
      });
      orders.push(...page.items.filter((order) => (statusesToDeliver as readonly string[]).includes(order.Status)));
      start = page.lastKey;
    } while (start);
    return orders.sort((a, b) => a.CreatedAt.localeCompare(b.CreatedAt));
  }

  /** Whether `order` already shows `change` as its last step (a retried request whose answer was lost). */
  static alreadyApplied(order: OrderRecord, change: { expectedVersion: number; history: Pick<OrderChange['history'], 'Change' | 'To' | 'By'> }): boolean {
    const last = order.History?.at(-1);
    return (
      versionOf(order) === change.expectedVersion + 1 &&
      last !== undefined &&
      last.Change === change.history.Change &&
      last.To === change.history.To &&
      last.By === change.history.By
    );
  }

  /** One page of the orders whose outbox has messages due by `now` (the dispatcher's Query on pendingMessages). */
  async pendingMessages(now: string, start?: Record<string, unknown>): Promise<{ items: OrderRecord[]; lastKey?: Record<string, unknown> }> {
    const page = await this.outbox.pendingMessages(now, start);
    return { ...page, items: page.items.map((item) => unpackOrder(item)!) };
  }

  /**
   * One conditional UpdateItem of an order's outbox bookkeeping (the dispatcher's settle); false when its condition no
   * longer holds. A change of the packed outbox is made on the order as read, so it holds only at that version.
   */
  async updateMessages(order: OrderRecord, update: UpdateExpression): Promise<boolean> {
    packChanges(order, update);
    return this.outbox.updateMessages(order, atVersion(update, versionOf(order)));
  }
}
