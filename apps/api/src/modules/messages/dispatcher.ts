// Sends the messages waiting in the outboxes of orders and of /custom requests (see outbox-source.ts). It finds the
// records with pending messages through each table's sparse pendingMessages index (a Query, then each record by key),
// and for each record with messages due: takes the record's lease (a conditional write of its small mark item, so a
// second server leaves the record alone), sends its due messages, then settles the record in one conditional write of
// its own: what was sent leaves the outbox, a failed message keeps its next try (exponential back-off), and once
// nothing is left the record leaves the pending index; an order's settle names the round, which frees its lease. Two
// writes a round. A crash after sending and before the settle repeats the messages the round had sent, once, when the
// lease runs out. Runs in the server process beside the requests (all of it asynchronous), and stops cleanly with the server.
import { fillMessage, type MessageCatalog, type MessageEvent } from '@partybox/catalog';
import { formatInr, formatInrAscii, withAsciiRupees } from '@partybox/pricing';
import type { OutboxMessageRecord } from '../../platform/db/records';
import { emitMetric, metricNames } from '../../platform/observability/metrics';
import type { Logger } from '../../platform/observability/logger';
import type { OperatorRecipients } from '../../platform/env/env';
import { unsent } from './outbox';
import type { OutboxRecord, OutboxSource } from './outbox-source';
import { isDone, withMark, type MessageMarks, type MessageOutcome, type MessageState } from './message-marks';
import { PermanentSendFailure, type MessageSender, type OutgoingMessage } from './senders';
import { update, type UpdateExpression } from '../../platform/db/update-expression';
import { messagesPending } from '../../platform/db/tables';
import { randomBytes } from 'node:crypto';

export interface DispatcherOptions {
  /** The tables whose records keep an outbox (orders: order-outbox.ts; /custom requests: custom-request-outbox.ts), drained in turn. */
  readonly sources: readonly OutboxSource[];
  /** Where each record's lease and its messages' sent marks and failed attempts are kept (a small item per record). */
  readonly marks: MessageMarks;
  readonly sender: MessageSender;
  readonly messages: MessageCatalog;
  /** The storefront's origin for the links (SITE_ORIGIN, or where the server listens). */
  readonly siteOrigin: () => string;
  readonly now?: () => Date;
  readonly log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** How often it looks for due messages when nothing wakes it (default 5 s). */
  readonly pollMs?: number;
  /** How long a lease on a record whose messages are being sent lasts (default 60 s). */
  readonly leaseMs?: number;
  /** The first retry's delay (default 30 s); it doubles with each failure, up to an hour. */
  readonly retryBaseMs?: number;
  /** Who receives the team's entries (OPERATOR_ALERTS); none by default. */
  readonly operators?: OperatorRecipients;
  /** 'log' (the default): each team entry is also one "Team: ..." line of the log, recipients or not. */
  readonly mode?: 'log' | 'aws';
  /**
   * Whether this new-order alert goes to the team's phones (e-mail always goes): the number of orders its text covers
   * (1: this one; more: a digest of that many), or undefined when it waits for the next digest. Default: every order.
   */
  readonly teamSmsDue?: () => Promise<number | undefined>;
}

/** When a message was added: its UUIDv7 id carries the time (older ids: its first due time). */
function createdAt(message: OutboxMessageRecord): number {
  const hex = message.Id.replace(/-/g, '');
  return hex.length === 32 && hex[12] === '7' ? parseInt(hex.slice(0, 12), 16) : Date.parse(message.NextAttemptAt);
}

/** The texts a record sent, all numbers together. */
const total = (texts: ReadonlyMap<string, number>) => [...texts.values()].reduce((sum, count) => sum + count, 0);

/** The texts sent each number: the record's count, or its mark item's where a round recorded there (the larger). */
function textsSoFar(marked: ReadonlyMap<string, number>, kept: Readonly<Record<string, number>> | undefined): Map<string, number> {
  const texts = new Map(marked);
  for (const [to, count] of Object.entries(kept ?? {})) texts.set(to, Math.max(count, texts.get(to) ?? 0));
  return texts;
}

/** The message as a round left it: sent, or with the state the round gave it. */
function withOutcome(message: OutboxMessageRecord, outcome: MessageOutcome | undefined): OutboxMessageRecord {
  if (!outcome) return message;
  return 'sentAt' in outcome ? { ...message, SentAt: outcome.sentAt } : withMark(message, outcome.state);
}

/** When the first of these messages is next due (one still leased the way marks were kept before: when that lease ends). */
const nextDue = (messages: readonly OutboxMessageRecord[]) =>
  messages.map((message) => (message.LeaseUntil && message.LeaseUntil > message.NextAttemptAt ? message.LeaseUntil : message.NextAttemptAt)).sort()[0]!;

/** The key under which a record counts its texts to the team's phones (TextsSent). */
const teamTexts = 'team';

/** A round's id, as the record's `Settled` keeps it (48 random bits: a few bytes on every order). */
const newRoundId = () => randomBytes(6).toString('base64url');

/** Holds while the record's `Settled` is as read: no round settled it since (its outbox would be written back). */
function asRead(record: OutboxRecord, u: UpdateExpression): UpdateExpression {
  const settled = u.name('Settled');
  return u.when(record.Settled ? `${settled} = ${u.value(record.Settled)}` : `attribute_not_exists(${settled})`);
}

/**
 * A record due already whose next message comes within this stays due in the pendingMessages index and is read again
 * each round (the first texts of an order being paid online wait 10 minutes; a failed send's first retries): moving
 * its due time and back costs 2 write units each way, a read each round costs a fraction of one.
 */
export const readAgainWithinMs = 15 * 60_000;

/** How many times a round's settle meets another writer before its outcomes go to the mark item instead. */
const settleAttempts = 4;

/** After this many failed attempts a message is given up (logged as an error, FailedAt set). */
export const maxAttempts = 12;
const maxRetryMs = 3_600_000;

export class Dispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Whether the loop runs (start to stop). */
  private active = false;
  /** Set by stop(): the current round ends after the message being sent. */
  private stopped = false;
  private wakeRequested = false;
  private readonly now: () => Date;
  /** Whether the missing OPERATOR_ALERTS was logged already (once per process). */
  private warnedNoOperators = false;
  /** The backlog age last written as a metric (it is written again only when it changes). */
  private lastBacklogAge: number | undefined;

  constructor(private readonly options: DispatcherOptions) {
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.stopped = false;
    this.wake();
  }

  /** Looks for due messages now (after a change wrote some), or as soon as the current round ends. */
  wake(): void {
    if (!this.active) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.round()
      .then(() => undefined)
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'dispatcher: round failed; trying again later'))
      .finally(() => {
        this.running = undefined;
        if (!this.active) return;
        if (this.wakeRequested) {
          this.wakeRequested = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.options.pollMs ?? 5000);
          this.timer.unref();
        }
      });
  }

  /** Stops after the message being sent (if any) is marked; no new round starts. */
  async stop(): Promise<void> {
    this.active = false;
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over every record (of every source) with due messages; answers how many messages were sent. */
  async round(): Promise<number> {
    let sent = 0;
    const oldest = { at: this.now().getTime() };
    for (const source of this.options.sources) {
      if (this.stopped) break;
      sent += await this.drain(source, oldest);
    }
    // The backlog's age (due messages only: one in back-off is seen again when it is next due, at least hourly), written
    // when it changes: an idle store's 0 every 5 s would bury the log lines people read (the alarm reads a missing
    // value as no backlog).
    const age = Math.max(0, Math.round((this.now().getTime() - oldest.at) / 1000));
    if (age !== this.lastBacklogAge) emitMetric(this.options.log, metricNames.outboxOldestAge, age, 'Seconds');
    this.lastBacklogAge = age;
    return sent;
  }

  /** Every record of one source with due messages, page by page; keeps the oldest due message's time in `oldest`. */
  private async drain(source: OutboxSource, oldest: { at: number }): Promise<number> {
    let sent = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await source.pendingMessages(this.now().toISOString(), start);
      for (const record of page.items) {
        const { outbox, leaseUntil, leaseRound } = await this.options.marks.current(source.markKey(record), record.Outbox);
        // A message waits from when it became due: its creation, or later for one written to wait (a reminder).
        // One that failed keeps its next try in its entry: it has waited since its creation (an outage keeps the age growing).
        const firstDue = new Map((record.Outbox ?? []).map((message) => [message.Id, message.Attempts > 0 ? 0 : Date.parse(message.NextAttemptAt)]));
        for (const message of unsent(outbox)) oldest.at = Math.min(oldest.at, Math.max(createdAt(message), firstDue.get(message.Id) ?? 0));
        if (this.stopped) return sent;
        // Another dispatcher holds the record: it sends and settles it (a lease whose round settled the record is over).
        const ended = leaseRound !== undefined && leaseRound === record.Settled;
        if (leaseUntil && leaseUntil > this.now().toISOString() && !ended) continue;
        sent += await this.sendRecord(source, record, outbox);
      }
      start = page.lastKey;
    } while (start && !this.stopped);
    return sent;
  }

  /** Sends the due messages of one record (`outbox`: its messages with their marks' state) under the record's lease. */
  private async sendRecord(source: OutboxSource, record: OutboxRecord, outbox: OutboxMessageRecord[]): Promise<number> {
    const at = () => this.now().toISOString();
    // (A lease on the message itself is one taken by a dispatcher that kept marks per message, before.)
    const isDue = (message: OutboxMessageRecord) => !isDone(message) && message.NextAttemptAt <= at() && !(message.LeaseUntil && message.LeaseUntil > at());
    if (!outbox.some(isDue)) {
      await this.settle(source, record, outbox);
      return 0;
    }
    const now = this.now();
    const until = new Date(now.getTime() + (this.options.leaseMs ?? 60_000)).toISOString();
    const key = source.markKey(record);
    const round = newRoundId();
    // The states as the lease finds them: no other dispatcher changes them while it holds.
    const claim = await this.options.marks.claim(key, outbox, until, now.toISOString(), { id: round, ...(record.Settled && { settled: record.Settled }) });
    if (!claim) return 0;
    const claimed = claim.outbox;
    const outcomes = new Map<string, MessageOutcome>();
    // The texts sent each number, for the owed-texts budget: counted here and recorded with the round's outcomes.
    const before = textsSoFar(claim.texts, record.TextsSent);
    const texts = new Map(before);
    let sent = 0;
    for (const message of claimed) {
      if (this.stopped) break;
      if (!isDue(message)) continue;
      try {
        if (message.Channel === 'team') await this.sendTeam(source, record, message, texts);
        else {
          const text = source.textFor ? await source.textFor(record, message) : (message.Event as MessageEvent);
          if (typeof text === 'object') {
            this.skip(source, record, message, text.skip, outcomes);
            continue;
          }
          await this.sendCounted(this.render(source, record, { ...message, Event: text }), texts);
        }
      } catch (error) {
        this.failed(source, record, message, error, outcomes);
        continue;
      }
      message.SentAt = this.now().toISOString();
      outcomes.set(message.Id, { sentAt: message.SentAt });
      sent++;
    }
    await this.settleRound(source, record, claimed, outcomes, total(texts) > total(before) ? texts : undefined, { round, until });
    return sent;
  }

  /**
   * Records what a round did in the record's own settle: the messages it sent (or gave up on, or skipped) leave the
   * outbox, a failed one keeps its attempts and next try there, the texts sent each number are kept (`keepsTexts`),
   * the record leaves the pending index once nothing is left (or waits for its next due message), and `Settled` names
   * the round (`namesRounds`), which frees its lease. Conditional on the record as read and on its `Settled`, so no change read before
   * it puts the sent messages back (the order repository makes such a change again on the order as settled). Met by
   * another writer (a status change meanwhile), it settles the record as it is now; after a few of those, the round's
   * outcomes go to the mark item instead (release), where the next round reads them.
   */
  private async settleRound(
    source: OutboxSource,
    seen: OutboxRecord,
    claimed: readonly OutboxMessageRecord[],
    outcomes: ReadonlyMap<string, MessageOutcome>,
    texts: ReadonlyMap<string, number> | undefined,
    lease: { readonly round: string; readonly until: string },
  ): Promise<void> {
    const key = source.markKey(seen);
    let record: OutboxRecord | undefined = seen;
    let outbox = claimed;
    for (let attempt = 1; record && attempt <= settleAttempts; attempt++) {
      const left = unsent(outbox.map((message) => withOutcome(message, outcomes.get(message.Id))));
      const u = update();
      if (left.length === 0) u.remove('MessagesPending', 'MessagesDueAt', 'Outbox');
      else {
        u.set('Outbox', left);
        this.dueAt(record, nextDue(left), u);
        if (!record.MessagesPending) u.set('MessagesPending', messagesPending);
      }
      if (texts && source.keepsTexts) u.set('TextsSent', Object.fromEntries(texts));
      if (source.namesRounds) u.set('Settled', lease.round);
      if (await source.updateMessages(record, source.unchanged(record, asRead(record, u)))) {
        // A record that does not name its rounds (a /custom request) frees the lease itself: its next message (a quote's
        // link to pay) goes in the next round, not once the lease runs out.
        if (!source.namesRounds) await this.options.marks.release(key, new Map(), lease.until);
        return;
      }
      record = await source.reread(record);
      if (record) outbox = (await this.options.marks.current(key, record.Outbox)).outbox;
    }
    if (record) await this.options.marks.release(key, outcomes, lease.until, texts);
  }

  /**
   * A team entry goes to every OPERATOR_ALERTS recipient through the same sender as the customers' messages (texts
   * under the owed budget, never the anti-abuse caps); in log mode it is also one "Team: ..." line, so an embedded
   * store shows it with no recipients set. E-mails go first and each recipient is tried whatever happened to the
   * others, so a refused or failed text never holds back an e-mail. A text refused by its budget is not retried; any
   * other failure retries the whole entry afterwards (a recipient may get it twice, none misses it).
   */
  private async sendTeam(source: OutboxSource, record: OutboxRecord, message: OutboxMessageRecord, texts: Map<string, number>): Promise<void> {
    const { phones = [], emails = [] } = this.options.operators ?? {};
    if ((this.options.mode ?? 'log') === 'log') {
      const line = this.render(source, record, { ...message, Channel: 'sms', To: 'operators' });
      this.options.log.info({ notification: { channel: 'team', ...source.logFields(record) } }, `Team: ${line.text}`);
    } else if (phones.length + emails.length === 0 && !this.warnedNoOperators) {
      this.warnedNoOperators = true;
      this.options.log.warn(source.logFields(record), 'dispatcher: OPERATOR_ALERTS is not set: the team is not told about new work');
    }
    const failures: unknown[] = [];
    // Every team phone gets the same alerts: one count for them all ("team"), a few bytes on the order whatever their number.
    const teamBefore = texts.get(teamTexts) ?? 0;
    const attempt = async (outgoing: OutgoingMessage) => {
      try {
        await this.sendCounted(outgoing, texts, outgoing.channel === 'sms' ? { counter: teamTexts, before: teamBefore } : undefined);
      } catch (error) {
        if (error instanceof PermanentSendFailure) this.options.log.warn({ ...source.logFields(record), err: error }, 'dispatcher: team text not sent');
        else failures.push(error);
      }
    };
    for (const email of emails) await attempt(this.render(source, record, { ...message, Channel: 'email', To: email }));
    const covers = phones.length > 0 && message.Event === 'team-new-order' && this.options.teamSmsDue ? await this.options.teamSmsDue() : 1;
    if (covers !== undefined) {
      const text: OutboxMessageRecord = covers > 1 ? { ...message, Event: 'team-new-orders-digest' } : message;
      for (const phone of phones) await attempt(this.render(source, record, { ...text, Channel: 'sms', To: phone }, { count: String(covers) }));
    }
    if (failures.length > 0) throw failures[0];
  }

  /**
   * Sends one message; a text carries the count its record sent that number before (or `count.counter`'s, as it was
   * `count.before`: the team's phones, one alert each), and adds one to it once sent.
   */
  private async sendCounted(message: OutgoingMessage, texts: Map<string, number>, count?: { counter: string; before: number }): Promise<void> {
    if (message.channel !== 'sms') return this.options.sender.send(message);
    const counter = count?.counter ?? message.to;
    const before = count?.before ?? texts.get(counter) ?? 0;
    await this.options.sender.send({ ...message, textsSent: before });
    texts.set(counter, Math.max(texts.get(counter) ?? 0, before + 1));
  }

  /** The message with its texts filled in from the record's values, the message's own reason and amount, and `extra` (a digest's count). */
  render(source: OutboxSource, record: OutboxRecord, message: OutboxMessageRecord, extra: { readonly count?: string } = {}): OutgoingMessage {
    const texts = this.options.messages[message.Event as MessageEvent];
    if (!texts) throw new Error(`no text for the event "${message.Event}" in catalog/messages.json`);
    const sms = message.Channel !== 'email';
    const values = {
      ...source.values(record, { siteOrigin: this.options.siteOrigin(), sms, team: message.Event.startsWith('team-') }),
      // A reason is written once for both channels; a text says its amounts the texts' way (Rs. 1,200), never ₹.
      ...(message.Reason && { reason: sms ? withAsciiRupees(message.Reason) : message.Reason }),
      ...(message.Amount !== undefined && { amount: sms ? formatInrAscii(message.Amount) : formatInr(message.Amount) }),
      ...(message.Link && { link: message.Link }),
      ...extra,
    };
    const orderNumber = source.orderNumberOf(record);
    return sms
      ? { channel: 'sms', to: message.To, text: fillMessage(texts.sms, values), orderNumber }
      : { channel: 'email', to: message.To, subject: fillMessage(texts.emailSubject, values), text: fillMessage(texts.emailBody, values), orderNumber };
  }

  /** Leaves a message unsent for good: its record no longer calls for it (logged with why). */
  private skip(source: OutboxSource, record: OutboxRecord, message: OutboxMessageRecord, why: string, outcomes: Map<string, MessageOutcome>): void {
    message.SkippedAt = this.now().toISOString();
    outcomes.set(message.Id, { state: { SkippedAt: message.SkippedAt } });
    this.options.log.info({ ...source.logFields(record), channel: message.Channel, event: message.Event }, `dispatcher: ${message.Event} not sent: ${why}`);
  }

  private failed(source: OutboxSource, record: OutboxRecord, message: OutboxMessageRecord, error: unknown, outcomes: Map<string, MessageOutcome>): void {
    const attempts = message.Attempts + 1;
    const reason = (error as Error)?.message?.slice(0, 300) ?? String(error);
    const giveUp = attempts >= maxAttempts || error instanceof PermanentSendFailure;
    const next = new Date(this.now().getTime() + Math.min(maxRetryMs, (this.options.retryBaseMs ?? 30_000) * 2 ** (attempts - 1))).toISOString();
    const fields: Partial<MessageState> = {
      Attempts: attempts,
      LastError: reason,
      ...(giveUp ? { FailedAt: this.now().toISOString() } : { NextAttemptAt: next }),
    };
    Object.assign(message, fields);
    outcomes.set(message.Id, { state: fields });
    emitMetric(this.options.log, metricNames.messageFailed, 1, 'Count', { Channel: message.Channel });
    const line = { ...source.logFields(record), channel: message.Channel, attempts, err: error };
    if (giveUp) this.options.log.error(line, 'dispatcher: message given up after repeated failures');
    else this.options.log.warn({ ...line, retryAt: next }, 'dispatcher: sending failed; will retry');
  }

  /**
   * Moves the record's due time (the pendingMessages index's range key) to `due`, its next message's, unless the record
   * is due already and that message comes within readAgainWithinMs: then it stays where it is and is read again each
   * round until the message is due (a few reads), rather than moved (a delete and a put of its entry, 2 write units).
   */
  private dueAt(record: OutboxRecord, due: string, u: UpdateExpression): void {
    const now = this.now();
    const stays = record.MessagesDueAt !== undefined && record.MessagesDueAt <= now.toISOString() && Date.parse(due) - now.getTime() <= readAgainWithinMs;
    if (!stays && due !== record.MessagesDueAt) u.set('MessagesDueAt', due);
  }

  /**
   * Settles a record none of whose messages is due (no round, no lease): takes it out of the pending index once nothing
   * is left to send, or moves its due time to the next retry, and drops the messages that are done (marked so on the
   * mark item by rounds before, see message-marks.ts) from its outbox. Conditional on the record being as read
   * (source.unchanged), so messages a change appended meanwhile are never hidden or dropped.
   */
  private async settle(source: OutboxSource, seen: OutboxRecord, outbox: OutboxMessageRecord[]): Promise<void> {
    // Messages this round did not send (another dispatcher's, or not yet due) may have been sent since it read the
    // record: decide on the record and its marks as they are now.
    const record = unsent(outbox).length > 0 ? ((await source.reread(seen)) ?? seen) : seen;
    const left = record === seen ? unsent(outbox) : unsent((await this.options.marks.current(source.markKey(record), record.Outbox)).outbox);
    if (left.length === 0) {
      await source.updateMessages(record, source.unchanged(record, update().remove('MessagesPending', 'MessagesDueAt', 'Outbox')));
      return;
    }
    const leftIds = new Set(left.map((message) => message.Id));
    const kept = (record.Outbox ?? []).filter((message) => leftIds.has(message.Id));
    const u = update();
    this.dueAt(record, nextDue(left), u);
    if (kept.length < (record.Outbox ?? []).length) u.set('Outbox', kept);
    if (u.changes()) await source.updateMessages(record, source.unchanged(record, asRead(record, u)));
  }
}
