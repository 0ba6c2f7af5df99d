// Webhook delivery as Razorpay documents it: a POST of the raw JSON event with X-Razorpay-Signature (HMAC-SHA256 hex
// of that body with the webhook secret) and x-razorpay-event-id; any non-2xx answer or network error is retried with
// exponential backoff under the same event id for 24 hours, and if deliveries still fail then, Razorpay disables the
// webhook: nothing more is posted until the merchant enables it again (setWebhookUrl).
import { createHmac } from 'node:crypto';
import { epochSeconds, newId } from './ids';
import type { RazorpayEvent, WebhookEventName } from './entities';
import type { EventRecord, SandboxStore } from './store';

export interface WebhookTiming {
  /** Delay before the first retry; each further retry waits twice as long. */
  retryBaseMs: number;
  /** Attempts in all (the first post included) before the event is marked failed; unbounded by default, as Razorpay's. */
  maxAttempts: number;
  /** How long one post may take before it counts as failed (Razorpay allows 5 s). */
  timeoutMs: number;
  /** How long an event is retried before Razorpay gives up on it and disables the webhook (24 hours). */
  disableAfterMs: number;
}

export const defaultWebhookTiming: WebhookTiming = {
  retryBaseMs: 1000,
  maxAttempts: Number.POSITIVE_INFINITY,
  timeoutMs: 5000,
  disableAfterMs: 24 * 60 * 60 * 1000,
};

/** The signature Razorpay puts in X-Razorpay-Signature: HMAC-SHA256 of the raw body, hex. */
export function signWebhookBody(body: string, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(body).digest('hex');
}

export class WebhookDispatcher {
  private dropCount = 0;
  private readonly delays: number[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  /** Attempts of each event's current delivery (a resend starts again from zero). */
  private readonly attemptsThisDelivery = new Map<string, number>();
  /** When each event's current delivery started, for the 24-hour retry window. */
  private readonly deliveryStartedAt = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly store: SandboxStore,
    private readonly webhookSecret: string,
    private readonly accountId: string,
    private readonly timing: WebhookTiming,
  ) {}

  /** Records an event and starts delivering it (unless a control drops or delays it). */
  raise(name: WebhookEventName, payload: RazorpayEvent['payload']): EventRecord {
    // Razorpay lists the subject first: ["refund", "payment"] for refund events, ["payment", "order"] for order.paid.
    // Dispute events carry the payment and the dispute.
    const subjects = name.startsWith('refund.')
      ? (['refund', 'payment'] as const)
      : name.startsWith('payment.dispute.')
        ? (['payment', 'dispute'] as const)
        : name.startsWith('payment_link.')
          ? (['payment', 'order', 'payment_link'] as const)
          : (['payment', 'order'] as const);
    const contains = subjects.filter((key) => payload[key]);
    const event: RazorpayEvent = { entity: 'event', account_id: this.accountId, event: name, contains, payload, created_at: epochSeconds() };
    const record: EventRecord = { id: newId('evt'), event: name, body: JSON.stringify(event), createdAt: event.created_at, state: 'pending', attempts: [] };
    this.store.state.events[record.id] = record;
    if (this.dropCount > 0) {
      this.dropCount -= 1;
      record.state = 'dropped';
    } else if (this.store.state.webhookDisabled) {
      record.state = 'webhook-disabled';
    } else {
      this.schedule(record, this.delays.shift() ?? 0);
    }
    this.store.save();
    return record;
  }

  /** The next `count` events are recorded but never posted (until resent). */
  dropNext(count: number): void {
    this.dropCount += count;
  }

  /** The next `count` events are posted only after `ms` milliseconds. */
  delayNext(count: number, ms: number): void {
    for (let index = 0; index < count; index += 1) this.delays.push(ms);
  }

  /** Posts an event again, with its original body and event id (a dashboard replay); retried as a new delivery. */
  resend(eventId: string): EventRecord {
    const record = this.store.state.events[eventId];
    if (!record) throw new Error(`no webhook event ${eventId}`);
    record.state = 'pending';
    this.attemptsThisDelivery.delete(eventId);
    this.deliveryStartedAt.delete(eventId);
    this.store.save();
    this.schedule(record, 0);
    return record;
  }

  /** Restarts the delivery of events left pending when the sandbox last stopped. */
  resumePending(): void {
    for (const record of Object.values(this.store.state.events)) if (record.state === 'pending') this.schedule(record, 0);
  }

  /** Resolves once no delivery is waiting or running. */
  async settled(): Promise<void> {
    while (this.timers.size > 0 || this.inFlight.size > 0) {
      await Promise.all([...this.inFlight]);
      if (this.timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private schedule(record: EventRecord, afterMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const delivery = this.deliver(record).finally(() => this.inFlight.delete(delivery));
      this.inFlight.add(delivery);
    }, afterMs);
    this.timers.add(timer);
  }

  /** Whether Razorpay has disabled the webhook after a day of failed deliveries. */
  disabled(): boolean {
    return this.store.state.webhookDisabled;
  }

  private async deliver(record: EventRecord): Promise<void> {
    const url = this.store.state.webhookUrl;
    if (!url) {
      record.state = 'no-url';
      this.store.save();
      return;
    }
    if (this.store.state.webhookDisabled) {
      record.state = 'webhook-disabled';
      this.attemptsThisDelivery.delete(record.id);
      this.deliveryStartedAt.delete(record.id);
      this.store.save();
      return;
    }
    if (!this.deliveryStartedAt.has(record.id)) this.deliveryStartedAt.set(record.id, Date.now());
    const attempt: { at: number; status?: number; error?: string } = { at: Date.now() };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-signature': signWebhookBody(record.body, this.webhookSecret),
          'x-razorpay-event-id': record.id,
        },
        body: record.body,
        signal: AbortSignal.timeout(this.timing.timeoutMs),
      });
      attempt.status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      attempt.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    record.attempts.push(attempt);
    const attempts = (this.attemptsThisDelivery.get(record.id) ?? 0) + 1;
    this.attemptsThisDelivery.set(record.id, attempts);
    const deliveredNow = attempt.status !== undefined && attempt.status >= 200 && attempt.status < 300;
    const retryInMs = this.timing.retryBaseMs * 2 ** (attempts - 1);
    const windowEnds = this.deliveryStartedAt.get(record.id)! + this.timing.disableAfterMs;
    if (deliveredNow) record.state = 'delivered';
    else if (Date.now() + retryInMs > windowEnds) {
      // Failing for the whole retry window: the event is given up and the webhook disabled.
      record.state = 'failed';
      this.store.state.webhookDisabled = true;
    } else if (attempts >= this.timing.maxAttempts) record.state = 'failed';
    else this.schedule(record, retryInMs);
    if (record.state !== 'pending') {
      this.attemptsThisDelivery.delete(record.id);
      this.deliveryStartedAt.delete(record.id);
    }
    if (this.closed && record.state === 'pending') return;
    this.store.save();
  }
}
