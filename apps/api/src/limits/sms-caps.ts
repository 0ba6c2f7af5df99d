// Caps on the texts the store causes, whoever asks: a per-number daily cap (India's day), a global hourly budget
// (what the shop will pay for in an hour), and a cooldown between codes to one number. Counted in the shared limits
// table, so every server process spends the same caps. Cognito's texts (sign-up, resend, forgot-password, sign-in's
// MFA code) are counted where our API asks for them; the outbox's order messages in CappedSender.
import type { FastifyBaseLogger } from 'fastify';
import { emitMetric, metricNames } from '../observability/metrics';
import type { MessageSender, OutgoingMessage } from '../operations/senders';
import type { SmsLimits } from '../env';
import type { LimitCounters } from './limit-counters';

/** Why a text is asked for: a code (anyone can ask), an order message, or a sign-in code (needs the password). */
export type SmsPurpose = 'code' | 'order' | 'sign-in';

/** A text refused by a cap or the cooldown: the customer's answer and the seconds until it may be asked again. */
export interface SmsRefusal {
  readonly error: 'sms_limit' | 'resend_cooldown';
  readonly message: string;
  readonly retryAfterSeconds: number;
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
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
  return `+91${digits.slice(-10)}`;
}

export class SmsGate {
  constructor(
    private readonly counters: LimitCounters,
    readonly limits: SmsLimits,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {}

  private dailyLimit(purpose: SmsPurpose): number {
    return this.limits.dailyPerNumber + (purpose === 'sign-in' ? this.limits.signInReserve : 0);
  }

  private hourlyLimit(purpose: SmsPurpose): number {
    return this.limits.hourlyBudget + (purpose === 'sign-in' ? Math.ceil(this.limits.hourlyBudget / 10) : 0);
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
    const day = await this.counters.take(`sms-day#${to}`, dayMs, this.dailyLimit(purpose), indiaOffsetMs);
    if (!day.taken) return this.refused(to, purpose, 'daily', day.resetAt);
    const hour = await this.counters.take('sms-hour', hourMs, this.hourlyLimit(purpose));
    if (hour.taken) return undefined;
    // Nothing is sent: give the number its text back.
    await this.counters.hit(`sms-day#${to}`, dayMs, -1, indiaOffsetMs);
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
   * Starts the cooldown between codes to `phone`: undefined when a code may be sent now (the cooldown then runs from
   * now), else the refusal with the seconds left.
   */
  async startCooldown(phone: string): Promise<SmsRefusal | undefined> {
    const seconds = this.limits.resendCooldownSeconds;
    if (seconds <= 0) return undefined;
    const key = `cooldown#${smsNumber(phone)}`;
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

/** An SMS refused by a cap: the dispatcher keeps the message and tries again later, as after any failed send. */
export class SmsCapReached extends Error {
  override readonly name = 'SmsCapReached';
}

/** The outbox's sender with the caps in front of its texts (order messages count like any other text). */
export class CappedSender implements MessageSender {
  constructor(
    private readonly inner: MessageSender,
    private readonly gate: SmsGate,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'sms') return this.inner.send(message);
    const refusal = await this.gate.take(message.to, 'order');
    if (refusal) throw new SmsCapReached(`SMS cap reached for ******${message.to.slice(-4)}: ${refusal.message}`);
    await this.inner.send(message);
    this.gate.sent();
  }
}
