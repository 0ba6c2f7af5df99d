// Where a record's dispatch rounds take their lease: one small item per record (an order, a /custom request) in the
// PartyBoxMessageMarks table, keyed `<source>#<record key>` (the table's key attribute is still named MessageId),
// reused by every round of that record. A round takes the lease (one conditional write, naming the round), sends what
// is due, and records what it did in the record's own settle (Dispatcher.settleRound): the messages it sent leave the
// record's outbox in the write that takes the record off the pending index, and that write names the round in the
// record's `Settled`, which frees the lease. So a round is 2 writes: this lease and the record's settle.
//
// The item: `LeaseUntil` and `LeaseRound` (a dispatcher holds the record until then, unless the record says that round
// has settled). A round whose settle keeps meeting other writers records here instead (release): `Sent` (message id ->
// when it was sent, epoch milliseconds) and `States` (message id -> the state of a message not sent: its failed
// attempts and next try, given up, or skipped), with `Texts` (the texts sent each number). Rounds before the settle
// recorded them kept them here too, and messages before that in an item of their own keyed by the message's id, or
// inline in the outbox entry: all are still read for a message still in the outbox.
import type { OutboxMessageRecord } from '../../platform/db/records';
import { isConditionFailure, type Repository } from '../../platform/db/repository';
import type { TableDefinition } from '../../platform/db/tables';
import { update } from '../../platform/db/update-expression';

/** The state a mark adds to its message. */
export type MessageState = Pick<OutboxMessageRecord, 'Attempts' | 'NextAttemptAt' | 'LeaseUntil' | 'SentAt' | 'FailedAt' | 'SkippedAt' | 'LastError'>;

/** A per-message mark item as stored before the per-record layout (read only). */
export type MessageMark = Partial<MessageState> & { readonly MessageId: string };

/** A record's mark item as stored. */
export interface RecordMarks {
  readonly MessageId: string;
  readonly LeaseUntil?: string;
  /** The round holding the lease: once the record's `Settled` names it, that round is over and the lease free. */
  readonly LeaseRound?: string;
  readonly Sent?: Readonly<Record<string, number>>;
  readonly States?: Readonly<Record<string, Partial<MessageState>>>;
  /** The texts the record sent each number (+91…), for the owed-texts budget (sms-caps.ts). */
  readonly Texts?: Readonly<Record<string, number>>;
}

/** What a lease finds: the outbox with the states its item holds, and the texts sent each number so far. */
export interface Claimed {
  readonly outbox: OutboxMessageRecord[];
  readonly texts: ReadonlyMap<string, number>;
}

/** The key of a record's mark item: its source (`order`, `custom-request`) and the record's own key. */
export const markKeyOf = (source: string, recordKey: string): string => `${source}#${recordKey}`;

/** What a round did to one message: sent at a time, or another state (failed attempt, given up, skipped). */
export type MessageOutcome = { readonly sentAt: string } | { readonly state: Partial<MessageState> };

const stateNames = ['Attempts', 'NextAttemptAt', 'LeaseUntil', 'SentAt', 'FailedAt', 'SkippedAt', 'LastError'] as const;

/** The message with a mark's state over the entry's own (the entry's first due time and attempts, or marks kept inline before). */
export function withMark(message: OutboxMessageRecord, mark: Partial<MessageState> | undefined): OutboxMessageRecord {
  if (!mark) return message;
  const state = Object.fromEntries(stateNames.filter((name) => mark[name] !== undefined).map((name) => [name, mark[name]]));
  return { ...message, ...state };
}

/** Whether the message is done: sent, given up on, or skipped. */
export const isDone = (message: OutboxMessageRecord) => Boolean(message.SentAt || message.FailedAt || message.SkippedAt);

/** The outbox with the record item's states over each message's. */
function applyRecordMarks(outbox: readonly OutboxMessageRecord[], marks: RecordMarks | undefined): OutboxMessageRecord[] {
  return outbox.map((message) => {
    const sent = marks?.Sent?.[message.Id];
    const marked = withMark(message, marks?.States?.[message.Id]);
    return sent === undefined ? marked : { ...marked, SentAt: new Date(sent).toISOString() };
  });
}

/** A record's outbox with every message's current state, and the record's lease. */
export interface CurrentOutbox {
  readonly outbox: OutboxMessageRecord[];
  readonly leaseUntil?: string;
  readonly leaseRound?: string;
}

/** A round's lease: its own id, and the round that last settled the record (its lease is over whatever its time). */
export interface LeaseRound {
  readonly id: string;
  readonly settled?: string;
}

export class MessageMarks {
  constructor(
    private readonly repo: Repository,
    private readonly table: TableDefinition,
  ) {}

  /**
   * The outbox of the record whose mark item is `key`, with every message's current state (strongly consistent reads):
   * the record's item, and for a message it does not name and not done inline, the message's own item of before.
   */
  async current(key: string, outbox: readonly OutboxMessageRecord[] | undefined): Promise<CurrentOutbox> {
    const marks = await this.repo.getByKey<RecordMarks>(this.table, key);
    const named = (message: OutboxMessageRecord) => marks?.Sent?.[message.Id] !== undefined || marks?.States?.[message.Id] !== undefined;
    const legacy = await Promise.all(
      (outbox ?? []).map(async (message) =>
        isDone(message) || named(message) ? message : withMark(message, await this.repo.getByKey<MessageMark>(this.table, message.Id)),
      ),
    );
    return {
      outbox: applyRecordMarks(legacy, marks),
      ...(marks?.LeaseUntil && { leaseUntil: marks.LeaseUntil }),
      ...(marks?.LeaseRound && { leaseRound: marks.LeaseRound }),
    };
  }

  /**
   * Takes the record's lease until `until` (one conditional write, the item made when absent) and answers `outbox`
   * with the states the item holds now, which no other dispatcher changes while the lease holds; undefined when another
   * dispatcher holds an unexpired lease. With `round`, the lease names it, and a lease held by the round that last
   * settled the record (`round.settled`) is free: that round has ended (see Dispatcher.settleRound).
   */
  async claim(key: string, outbox: readonly OutboxMessageRecord[], until: string, now: string, round?: LeaseRound): Promise<Claimed | undefined> {
    // The maps are made empty by the first claim: a map's entries can only be set once it is there.
    const u = update().set('LeaseUntil', until).setIfMissing('Sent', {}).setIfMissing('States', {});
    if (round) u.set('LeaseRound', round.id);
    const ended = round?.settled ? ` OR ${u.name('LeaseRound')} = ${u.value(round.settled)}` : '';
    u.when(`attribute_not_exists(${u.name('LeaseUntil')}) OR ${u.name('LeaseUntil')} <= ${u.value(now)}${ended}`);
    try {
      const marks = await this.repo.update<RecordMarks>({ TableName: this.table.name, Key: { [this.table.keyName]: key }, ...u.build() });
      return { outbox: applyRecordMarks(outbox, marks), texts: new Map(Object.entries(marks.Texts ?? {})) };
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  /**
   * Records what a round did (`outcomes`, by message id; `texts`: the texts sent each number, when the round sent any)
   * and drops the lease taken `until`, in one write. When the lease is no longer this round's (it ran out and another
   * dispatcher took it), the outcomes are still recorded and the other's lease kept.
   */
  async release(key: string, outcomes: ReadonlyMap<string, MessageOutcome>, until: string, texts?: ReadonlyMap<string, number>): Promise<void> {
    const write = (ours: boolean) => {
      const u = update();
      if (texts) u.set('Texts', Object.fromEntries(texts));
      for (const [id, outcome] of outcomes) {
        if ('sentAt' in outcome) u.set(['Sent', id], Date.parse(outcome.sentAt));
        else u.set(['States', id], outcome.state);
      }
      if (ours) u.remove('LeaseUntil').equals('LeaseUntil', until);
      return u.changes() ? this.repo.updateIf({ TableName: this.table.name, Key: { [this.table.keyName]: key }, ...u.build() }) : Promise.resolve(true);
    };
    if (!(await write(true))) await write(false);
  }
}
