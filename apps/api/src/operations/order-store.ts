// The order's lifecycle in DynamoDB. Every change is ONE conditional UpdateItem on `Version = expected` that sets the
// new status, increments the version, appends to the history and to the outbox, and puts the order in the sparse
// pendingMessages index: dynalite has no transactions, and none is needed when all of it lives on one item.
import type { MessageEvent } from '@partybox/catalog';
import type { OrderRecord, OrderHistoryRecord, OutboxMessageRecord } from '../db/records';
import { isConditionFailure, type Repository } from '../db/repository';
import { messagesPending, orderIndexes, type TableDefinition } from '../db/tables';
import type { ListingAttributes } from './order-listing';
import { contactOf, outboxEntries } from './outbox';
import { versionOf } from './order-views';

/** The order changed since the version the change names: someone else moved it first. */
export class OrderConflictError extends Error {
  override readonly name = 'OrderConflictError';
  constructor(readonly orderNumber: string) {
    super(`order ${orderNumber} changed since the version named`);
  }
}

/** One change of an order: what it sets, the history line, and the customer message it causes (if any). */
export interface OrderChange {
  readonly expectedVersion: number;
  readonly attribute: 'Status' | 'PaymentStatus';
  readonly history: OrderHistoryRecord;
  /** The event whose texts the customer gets, or none. */
  readonly notify?: MessageEvent;
  /** Set with the change (the cancellation's reason). */
  readonly cancelReason?: string;
  /** For an order stored before the console: its listing attributes, written with its first change. */
  readonly backfill?: ListingAttributes;
}

export class OrderStore {
  constructor(
    private readonly repo: Repository,
    private readonly table: TableDefinition,
    private readonly newId: () => string,
  ) {}

  /** The order with this number, or undefined (through the byOrderNumber index). */
  async findByNumber(orderNumber: string): Promise<OrderRecord | undefined> {
    const index = orderIndexes.byOrderNumber;
    const { items } = await this.repo.query<OrderRecord>({
      TableName: this.table.name,
      IndexName: index.name,
      KeyConditionExpression: '#n = :n',
      ExpressionAttributeNames: { '#n': index.hashKey },
      ExpressionAttributeValues: { ':n': orderNumber },
      Limit: 1,
    });
    return items[0];
  }

  /** Applies `change` to `order` in one conditional write; throws OrderConflictError when the version moved on. */
  async apply(order: OrderRecord, change: OrderChange, now: Date): Promise<OrderRecord> {
    const contact = change.backfill ? contactOf({ ContactPhone: change.backfill.ContactPhone, ContactEmail: change.backfill.ContactEmail }) : contactOf(order);
    const messages: OutboxMessageRecord[] = change.notify ? outboxEntries(change.notify, contact, now, this.newId, change.cancelReason) : [];
    const names: Record<string, string> = { '#value': change.attribute, '#version': 'Version', '#history': 'History' };
    const values: Record<string, unknown> = {
      ':value': change.history.To,
      ':expected': change.expectedVersion,
      ':next': change.expectedVersion + 1,
      ':entry': [change.history],
      ':empty': [],
    };
    const sets = ['#value = :value', '#version = :next', '#history = list_append(if_not_exists(#history, :empty), :entry)'];
    if (order.History === undefined) {
      // An order stored before histories gets its placement line first, so its history starts where it began.
      values[':entry'] = [{ At: order.CreatedAt, By: 'Shop', Change: 'placed', To: 'placed' }, change.history];
    }
    if (messages.length > 0) {
      Object.assign(names, { '#outbox': 'Outbox', '#pending': 'MessagesPending', '#due': 'MessagesDueAt' });
      Object.assign(values, { ':messages': messages, ':pending': messagesPending, ':now': now.toISOString() });
      sets.push('#outbox = list_append(if_not_exists(#outbox, :empty), :messages)', '#pending = :pending', '#due = :now');
    }
    if (change.cancelReason !== undefined) {
      names['#reason'] = 'CancelReason';
      values[':reason'] = change.cancelReason;
      sets.push('#reason = :reason');
    }
    Object.entries(change.backfill ?? {}).forEach(([name, value], i) => {
      names[`#b${i}`] = name;
      values[`:b${i}`] = value;
      sets.push(`#b${i} = :b${i}`);
    });
    // Version 0 is also an order stored before versions (no attribute at all).
    const condition = change.expectedVersion === 0 ? '(attribute_not_exists(#version) OR #version = :expected)' : '#version = :expected';
    try {
      return await this.repo.update<OrderRecord>({
        TableName: this.table.name,
        Key: { [this.table.keyName]: order.IdempotencyKey },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: `attribute_exists(#key) AND ${condition}`,
        ExpressionAttributeNames: { ...names, '#key': this.table.keyName },
        ExpressionAttributeValues: values,
      });
    } catch (error) {
      if (isConditionFailure(error)) throw new OrderConflictError(order.OrderNumber);
      throw error;
    }
  }

  /** Whether `order` already shows `change` as its last step (a retried request whose answer was lost). */
  static alreadyApplied(order: OrderRecord, change: { expectedVersion: number; history: Pick<OrderHistoryRecord, 'Change' | 'To' | 'By'> }): boolean {
    const last = order.History?.at(-1);
    return (
      versionOf(order) === change.expectedVersion + 1 &&
      last !== undefined &&
      last.Change === change.history.Change &&
      last.To === change.history.To &&
      last.By === change.history.By
    );
  }
}
