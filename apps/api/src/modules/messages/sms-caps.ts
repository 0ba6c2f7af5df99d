// Two kinds of texts, two kinds of limits. Code texts (sign-up, resend, forgot-password, sign-in's MFA code) are what
// a stranger can ask for: they keep a per-number daily cap (India's day), a global hourly budget and a cooldown between
// codes to one number; an owner on a device that recently proved the number (attempt-limits.ts) spends buckets of
// their own, so others' requests never block them. Texts the shop owes (an order's messages to its customer, the
// team's alerts) are never refused by those caps: they have their own budget, sized by orders (SMS_TEXTS_PER_ORDER
// texts per order and number, counted on the order by the dispatcher's own settle), whose refusal raises
// the OwedSmsBudgetSpent alarm. Everything else is counted in the shared limits table, so every server process spends
// the same budgets.
import { e164Phone } from '@partybox/contracts/phone';
import type { Logger } from '../../platform/observability/logger';
import { emitMetric, metricNames } from '../../platform/observability/metrics';
import { PermanentSendFailure } from './send-failures';
import type { MessageSender, OutgoingMessage } from './senders';
import type { SmsLimits } from '../../platform/env/env';
import type { LimitCounters } from '../../platform/limits/limit-counters';

/**
 * Why a code text is asked for: a code anyone can ask for, a sign-in code (needs the password), or a code asked for
 * from a device that recently proved the number (counted apart from everyone else's).
 */
export type SmsPurpose = 'code' | 'sign-in' | 'owner-code';

/** A text refused by a cap or the cooldown: the customer's answer and the seconds until it may be asked again. */
export interface SmsRefusal {
  readonly error: 'sms_limit' | 'resend_cooldown';
  readonly message: string;
  readonly retryAfterSeconds: number;
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** An order's texts are counted for its whole life (a new budget only if it outlives this window). */
const orderLifeMs = 400 * dayMs;
/** India's midnight is 18:30 UTC: daily caps start with the customer's day. */
const indiaOffsetMs = 19_800_000;

/** "42 s", "5 minutes", "3 hours": how long to wait, as a person says it. */
export function waitText(seconds: number): string {
  if (seconds < 120) return `${Math.max(1, Math.ceil(seconds))} s`;
  if (seconds < 7200) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/** The number as +91 and 10 digits, whichever way it came (the forms' 10 digits, the outbox's +91…). */
export function smsNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return e164Phone(digits.slice(-10));
}

export class SmsGate {
  constructor(
    private readonly counters: LimitCounters,
    readonly limits: SmsLimits,
    private readonly log: Pick<Logger, 'info' | 'warn'>,
  ) {}

  private dailyLimit(purpose: SmsPurpose): number {
    return this.limits.dailyPerNumber + (purpose === 'sign-in' ? this.limits.signInReserve : 0);
  }

  /** The owner's device counts its codes apart: nobody else's requests spend them. */
  private dailyName(to: string, purpose: SmsPurpose): string {
    return purpose === 'owner-code' ? `sms-day#${to}#owner` : `sms-day#${to}`;
  }

  private hourlyLimit(purpose: SmsPurpose): number {
    return this.limits.hourlyBudget + (purpose === 'code' ? 0 : Math.ceil(this.limits.hourlyBudget / 10));
  }

  private refused(to: string, purpose: SmsPurpose, cap: 'daily' | 'hourly', resetAt: number): SmsRefusal {
    const seconds = Math.max(1, Math.ceil((resetAt - this.counters.now()) / 1000));
    emitMetric(this.log, metricNames.smsRefused);
    this.log.warn({ sms: { to: `******${to.slice(-4)}`, purpose, cap } }, `SMS refused: the ${cap} cap is spent`);
    return cap === 'daily'
      ? { error: 'sms_limit', message: 'We have sent this number as many texts as we can today. Please try again tomorrow.', retryAfterSeconds: seconds }
      : { error: 'sms_limit', message: `We cannot send more texts just now. Please try again in ${waitText(seconds)}.`, retryAfterSeconds: seconds };
  }

  /** Takes one text to `phone` from its day and from the hour's budget; a refusal (SmsRefused emitted) when either is spent. */
  async take(phone: string, purpose: SmsPurpose): Promise<SmsRefusal | undefined> {
    const to = smsNumber(phone);
    const daily = this.dailyName(to, purpose);
    const day = await this.counters.take(daily, dayMs, this.dailyLimit(purpose), indiaOffsetMs);
    if (!day.taken) return this.refused(to, purpose, 'daily', day.resetAt);
    const hour = await this.counters.take('sms-hour', hourMs, this.hourlyLimit(purpose));
    if (hour.taken) return undefined;
    // Nothing is sent: give the number its text back.
    await this.counters.hit(daily, dayMs, -1, indiaOffsetMs);
    return this.refused(to, purpose, 'hourly', hour.resetAt);
  }

  /**
   * Before a sign-in: whether a sign-in code could still be texted. Checked without counting, since a wrong password
   * texts nothing; the code a right password causes is then counted with `record`.
   */
  async signInAllowed(phone: string): Promise<SmsRefusal | undefined> {
    const to = smsNumber(phone);
    const [day, hour] = await Promise.all([this.counters.peek(`sms-day#${to}`, dayMs, indiaOffsetMs), this.counters.peek('sms-hour', hourMs)]);
    if (day.count >= this.dailyLimit('sign-in')) return this.refused(to, 'sign-in', 'daily', day.resetAt);
    if (hour.count >= this.hourlyLimit('sign-in')) return this.refused(to, 'sign-in', 'hourly', hour.resetAt);
    return undefined;
  }

  /** Counts a text already sent (a sign-in code), and emits SmsSent. */
  async record(phone: string): Promise<void> {
    const to = smsNumber(phone);
    await Promise.all([this.counters.hit(`sms-day#${to}`, dayMs, 1, indiaOffsetMs), this.counters.hit('sms-hour', hourMs)]);
    this.sent();
  }

  /** A text handed to the provider (Cognito or SNS). */
  sent(): void {
    emitMetric(this.log, metricNames.smsSent);
  }

  /**
   * Takes one text the shop owes from its budget: an order's texts to one number (its customer's, or one operator
   * phone's alerts about it) up to SMS_TEXTS_PER_ORDER over the order's life; the alerts about custom requests (no
   * order) up to SMS_TEAM_REQUEST_ALERTS_PER_DAY per phone. False (OwedSmsBudgetSpent emitted) when it is spent.
   * `textsSent`: the order's texts to this number so far, as the dispatcher counts them on the order (`TextsSent`, kept
   * by the settle that records each round, so the budget costs no write of its own); without it, they are counted here
   * in the limits table, one write a text.
   */
  async takeOwed(phone: string, orderNumber: string, textsSent?: number): Promise<boolean> {
    const to = smsNumber(phone);
    const taken =
      orderNumber && textsSent !== undefined
        ? textsSent < this.limits.textsPerOrder
        : orderNumber
          ? (await this.counters.take(`sms-owed#${orderNumber}#${to}`, orderLifeMs, this.limits.textsPerOrder)).taken
          : (await this.counters.take(`sms-owed#requests#${to}`, dayMs, this.limits.teamRequestAlertsPerDay, indiaOffsetMs)).taken;
    if (taken) return true;
    emitMetric(this.log, metricNames.owedSmsBudgetSpent);
    this.log.warn(
      { sms: { to: `******${to.slice(-4)}`, orderNumber } },
      orderNumber
        ? `SMS not sent: order ${orderNumber} has used its ${this.limits.textsPerOrder} texts to this number`
        : 'SMS not sent: the day’s alerts about custom requests are spent',
    );
    return false;
  }

  /**
   * Whether this new-order alert is texted to the team: with TEAM_SMS_EVERY_ORDERS at N above 1, every Nth order's
   * alert is a digest of N (the count is kept in the limits table, shared by every process); undefined in between.
   */
  async teamSmsDue(): Promise<number | undefined> {
    const every = this.limits.teamSmsEveryOrders;
    if (every <= 1) return 1;
    const { count } = await this.counters.hit('team-new-orders', orderLifeMs);
    return count % every === 0 ? every : undefined;
  }

  /**
   * Starts the cooldown between codes to `phone` (`owner`: the owner's device, which has a cooldown of its own; `sign-in`:
   * the sign-in code's, which only a right password starts): undefined when a code may be sent now (the cooldown then
   * runs from now), else the refusal with the seconds left.
   */
  async startCooldown(phone: string, owner = false, purpose: 'code' | 'sign-in' = 'code'): Promise<SmsRefusal | undefined> {
    const seconds = this.limits.resendCooldownSeconds;
    if (seconds <= 0) return undefined;
    const key = `cooldown#${smsNumber(phone)}${owner ? '#owner' : ''}${purpose === 'sign-in' ? '#sign-in' : ''}`;
    const now = this.counters.now();
    const started = await this.counters.putIf(
      key,
      { Until: now + seconds * 1000 },
      now + seconds * 1000,
      'attribute_not_exists(#key) OR #until <= :now',
      { '#until': 'Until' },
      { ':now': now },
    );
    if (started) return undefined;
    const item = await this.counters.get(key);
    const left = Math.max(1, Math.ceil((Number(item?.Until ?? now) - now) / 1000));
    return { error: 'resend_cooldown', message: `You can ask for a new code in ${left} s.`, retryAfterSeconds: left };
  }
}

/** An owed text refused by its budget: retrying cannot help, so the dispatcher gives the message up at once. */
export class SmsBudgetSpent extends PermanentSendFailure {
  override readonly name = 'SmsBudgetSpent';
}

/** The outbox's sender with the owed-text budget in front of its texts (the anti-abuse caps never apply to them). */
export class CappedSender implements MessageSender {
  constructor(
    private readonly inner: MessageSender,
    private readonly gate: SmsGate,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'sms') return this.inner.send(message);
    if (!(await this.gate.takeOwed(message.to, message.orderNumber, message.textsSent))) {
      throw new SmsBudgetSpent(`SMS budget spent for ******${message.to.slice(-4)}${message.orderNumber ? ` on order ${message.orderNumber}` : ''}`);
    }
    await this.inner.send(message);
    this.gate.sent();
  }
}
