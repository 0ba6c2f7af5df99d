// Where a message's sending is recorded: one small item per message in the PartyBoxMessageMarks table, keyed by the
// message's id, holding its lease, when it was sent, and its failed attempts. The message itself (event, channel,
// address) stays in its record's outbox, written by the same write as the event that caused it; only this bookkeeping
// moved out, so taking a lease or marking a text sent is a write of about 100 bytes (1 write unit), not a rewrite of
// the ~3 KB order and every index it is in. Messages sent before this table kept their marks inline in the outbox
// entry; a mark item, when there is one, takes precedence.
import type { OutboxMessageRecord } from '../../platform/db/records';
import type { Repository } from '../../platform/db/repository';
import type { TableDefinition } from '../../platform/db/tables';
import { update, type UpdateExpression } from '../../platform/db/update-expression';

/** The state a mark item adds to its message. */
export type MessageState = Pick<OutboxMessageRecord, 'Attempts' | 'NextAttemptAt' | 'LeaseUntil' | 'SentAt' | 'FailedAt' | 'LastError'>;

/** One mark item as stored. */
export type MessageMark = Partial<MessageState> & { readonly MessageId: string };

const stateNames = ['Attempts', 'NextAttemptAt', 'LeaseUntil', 'SentAt', 'FailedAt', 'LastError'] as const;

/** The message with its mark's state over the entry's own (the entry's first due time and attempts, or marks kept inline before). */
export function withMark(message: OutboxMessageRecord, mark: MessageMark | undefined): OutboxMessageRecord {
  if (!mark) return message;
  const state = Object.fromEntries(stateNames.filter((name) => mark[name] !== undefined).map((name) => [name, mark[name]]));
  return { ...message, ...state };
}

/** Whether the message is done: sent, or given up on. */
const done = (message: OutboxMessageRecord) => Boolean(message.SentAt || message.FailedAt);

export class MessageMarks {
  constructor(
    private readonly repo: Repository,
    private readonly table: TableDefinition,
  ) {}

  /**
   * The outbox with every message's current state: the marks of the messages not already done inline, read by key
   * (strongly consistent), side by side.
   */
  async current(outbox: readonly OutboxMessageRecord[] | undefined): Promise<OutboxMessageRecord[]> {
    return Promise.all(
      (outbox ?? []).map(async (message) => (done(message) ? message : withMark(message, await this.repo.getByKey<MessageMark>(this.table, message.Id)))),
    );
  }

  /**
   * Takes the message until `until`: one conditional write of the small mark item (made by it when absent). False when
   * it is sent or given up, another dispatcher holds an unexpired lease, or its retry is not due yet.
   */
  async lease(message: OutboxMessageRecord, until: string, now: string): Promise<boolean> {
    const u = update().set('LeaseUntil', until).missing('SentAt').missing('FailedAt');
    const noneOrPast = (attribute: string) => `attribute_not_exists(${u.name(attribute)}) OR ${u.name(attribute)} <= ${u.value(now)}`;
    return this.write(message, u.when(noneOrPast('LeaseUntil')).when(noneOrPast('NextAttemptAt')));
  }

  /** Marks the message sent (and drops the lease): conditional on it not being marked sent already. */
  async sent(message: OutboxMessageRecord, at: string): Promise<boolean> {
    return this.write(message, update().set('SentAt', at).remove('LeaseUntil').missing('SentAt'));
  }

  /** Records a failed attempt (attempts, error, next try or given up) and drops the lease. */
  async failed(message: OutboxMessageRecord, fields: Partial<MessageState>): Promise<boolean> {
    return this.write(message, update().setAll(fields).remove('LeaseUntil').missing('SentAt'));
  }

  private async write(message: OutboxMessageRecord, u: UpdateExpression) {
    return this.repo.updateIf({ TableName: this.table.name, Key: { [this.table.keyName]: message.Id }, ...u.build() });
  }
}
