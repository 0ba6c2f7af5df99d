// What the dispatcher needs from a table whose records keep their own outbox (orders; /custom requests), so one
// lease / mark-sent / retry / settle loop drains them all. Each record is found through its table's sparse
// pendingMessages index and changed only by conditional UpdateItems on its own key.
import type { MessageEvent, MessageValues } from '@partybox/catalog';
import type { OutboxMessageRecord } from '../../platform/db/records';
import type { Repository } from '../../platform/db/repository';
import { messagesPending, pendingMessagesIndex, type TableDefinition } from '../../platform/db/tables';
import type { UpdateExpression } from '../../platform/db/update-expression';

/** A record with an outbox, keyed by its Idempotency-Key. */
export interface OutboxRecord {
  readonly IdempotencyKey: string;
  readonly Outbox?: OutboxMessageRecord[];
  readonly MessagesPending?: string;
  readonly MessagesDueAt?: string;
  /** The dispatch round that last settled the outbox (Dispatcher.settleRound). */
  readonly Settled?: string;
  /** The texts sent each number so far (kept by sources with `keepsTexts`). */
  readonly TextsSent?: Readonly<Record<string, number>>;
}

/** One page of records with due messages, and the key to continue from. */
export interface OutboxPage<T> {
  readonly items: T[];
  readonly lastKey?: Record<string, unknown>;
}

/** What a message is rendered for: the storefront's origin, the channel, whether it is for the team. */
export interface RenderContext {
  readonly siteOrigin: string;
  readonly sms: boolean;
  readonly team: boolean;
}

/** The record's own placeholder values (the message's reason and amount are added by the dispatcher). */
export type RecordValues = Omit<MessageValues, 'reason' | 'amount'>;

export interface OutboxSource<T extends OutboxRecord = OutboxRecord> {
  /** One page of the records whose outbox has messages due by `now` (a Query on the pendingMessages index). */
  pendingMessages(now: string, start?: Record<string, unknown>): Promise<OutboxPage<T>>;
  /** One conditional UpdateItem of the record's outbox bookkeeping; false when its condition no longer holds. */
  updateMessages(record: T, update: UpdateExpression): Promise<boolean>;
  /** The record as it is now (strongly consistent), or undefined. */
  reread(record: T): Promise<T | undefined>;
  /** Holds while the record is as read, so settling it never hides messages a change appended meanwhile. */
  unchanged(record: T, update: UpdateExpression): UpdateExpression;
  /** The placeholder values the record gives its messages. */
  values(record: T, context: RenderContext): RecordValues;
  /**
   * The text a due customer message is sent with, decided when it is due (the record may have moved on since it was
   * written): the event to render, or `skip` with why, when the record no longer calls for it. Without it, the message's
   * own event.
   */
  textFor?(record: T, message: OutboxMessageRecord): Promise<MessageEvent | { readonly skip: string }>;
  /**
   * Whether a round's settle names the round on the record (`Settled`, which also frees the round's lease at once): a
   * record other writers rewrite from what they read (an order's packed item) must have it, so none of them puts the
   * sent messages back. A /custom request's outbox is only ever written by its put and the settle: it keeps its shape.
   */
  readonly namesRounds?: boolean;
  /** Whether the settle keeps the texts sent each number on the record (`TextsSent`: an order's owed-texts budget). */
  readonly keepsTexts?: boolean;
  /** The key of the record's mark item (message-marks.ts): the source's name and the record's key. */
  markKey(record: T): string;
  /** The order number an outgoing message carries ('' when the record is no order). */
  orderNumberOf(record: T): string;
  /** What the log lines name the record by. */
  logFields(record: T): Record<string, string>;
}

/** The pendingMessages Query and the conditional outbox update on a table keyed by Idempotency-Key. */
export class OutboxTable<T extends OutboxRecord> {
  constructor(
    private readonly repo: Repository,
    private readonly table: TableDefinition,
  ) {}

  async pendingMessages(now: string, start?: Record<string, unknown>): Promise<OutboxPage<T>> {
    return this.repo.queryItems<T>(this.table, {
      IndexName: pendingMessagesIndex.name,
      KeyConditionExpression: '#p = :p AND #due <= :now',
      ExpressionAttributeNames: { '#p': pendingMessagesIndex.hashKey, '#due': pendingMessagesIndex.rangeKey },
      ExpressionAttributeValues: { ':p': messagesPending, ':now': now },
      Limit: 50,
      ...(start && { ExclusiveStartKey: start }),
    });
  }

  async updateMessages(record: T, update: UpdateExpression): Promise<boolean> {
    return this.repo.updateIf({ TableName: this.table.name, Key: { [this.table.keyName]: record.IdempotencyKey }, ...update.build() });
  }

  async reread(record: T): Promise<T | undefined> {
    return this.repo.getByKey<T>(this.table, record.IdempotencyKey);
  }
}
