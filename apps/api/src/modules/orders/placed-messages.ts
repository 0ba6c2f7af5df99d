// The customer's texts about a new order and its payment: the first says what happens next by the way it is paid
// ("pay Rs. X on delivery"; for an online order not yet paid, "payment pending: pay here <link>"), and an online order
// also gets one payment reminder an hour later. The first text is an outbox entry written with the order; the
// reminder is owed by the order's `PaymentReminderAt` (written with it too), and the reconciliation pass, which walks
// the orders waiting for payment on its schedule anyway, queues it once that hour has passed and the order is still
// unpaid (payments/payment-reminders.ts). A stateless server (a Lambda) keeps no timer, and an order paid within the
// hour never has a reminder in its outbox: the order leaves the pendingMessages index once its first texts are sent
// instead of being moved to the reminder's hour and back (two deletes and two puts of its entry). When due, the
// dispatcher still decides on the order as it is (textForOrder): paid or cancelled since, the reminder is skipped. The
// link an operator sends ("Send payment link") is decided the same way when it goes. Orders placed before this kept
// their reminder in the outbox, due at its hour: the write that records their payment or cancellation drops it
// (outboxAfter).
import type { MessageEvent } from '@partybox/catalog';
import { isStepBack, type OrderPaymentStatus, type OrderStatus } from '@partybox/order-lifecycle';
import type { OrderRecord, OutboxMessageRecord } from '../../platform/db/records';
import { outboxEntries, type OrderContact } from '../messages';
import { statusOf } from './order-views';

/** The status texts an operator's "Undo" takes back when it comes before they are sent (textForOrder). */
const undoableEvents: ReadonlySet<OrderStatus> = new Set(['confirmed', 'packed', 'out-for-delivery', 'delivered']);

/** How long after placement an unpaid online order's customer is reminded to pay (once). */
export const paymentReminderDelayMs = 3_600_000;

/** The payment states of an online order that still needs paying. */
const unpaid: ReadonlySet<OrderPaymentStatus> = new Set(['awaiting-payment', 'payment-failed']);

/** The payment states an order never leaves for an unpaid one (a payment being confirmed may still fail). */
const paidFor: ReadonlySet<OrderPaymentStatus> = new Set(['paid', 'collected-on-delivery', 'refund-pending', 'partly-refunded', 'refunded']);

/** Whether an order in this state owes no payment reminder any more: paid (or being refunded) or cancelled. */
export function remindsNoMore(after: { readonly status: string; readonly paymentStatus: string }): boolean {
  return after.status === 'cancelled' || paidFor.has(after.paymentStatus as OrderPaymentStatus);
}

/**
 * The outbox a change leaves: without the payment reminders it still holds (an order placed before the reminder was
 * queued when due) once the order is paid or cancelled (when due they could only be skipped), and, once it is
 * cancelled, without the placement's first texts still waiting for the payment at `now` (the customer hears of the
 * cancellation only; the team of the customer's cancel by its own alert); undefined when it keeps every message. Dropped
 * by the change's own write, an order whose other messages are sent leaves the pendingMessages index at the next settle
 * (one delete of its entry) instead of waiting there for the reminder's hour.
 */
export function outboxAfter(
  outbox: readonly OutboxMessageRecord[] | undefined,
  after: { readonly status: string; readonly paymentStatus: string },
  now?: Date,
): OutboxMessageRecord[] | undefined {
  if (!remindsNoMore(after)) return undefined;
  const waiting = new Set(after.status === 'cancelled' && now ? waitingFirstTexts(outbox, now).map((message) => message.Id) : []);
  const kept = (outbox ?? []).filter((message) => message.Event !== 'payment-reminder' && !waiting.has(message.Id));
  return kept.length < (outbox ?? []).length ? kept : undefined;
}

/**
 * How long the first texts of an order the customer is paying online at the checkout wait for the payment's outcome
 * (UPI requests and card checks take a few minutes at most). Paid within it, the payment's own write brings them
 * forward (firstTextsNow) and the customer gets one text, "order received and paid"; still unpaid when it ends, they say
 * "payment pending: pay here". The team's alert waits with them and names the payment's state.
 */
export const firstTextsWaitMs = 10 * 60_000;

/** When a placement's first texts are due: now, or after firstTextsWaitMs for an order being paid online right now. */
export function firstTextsDueAt(placedAt: Date, payingNow: boolean): Date {
  return payingNow ? new Date(placedAt.getTime() + firstTextsWaitMs) : placedAt;
}

/** The placement's first texts (the customer's and the team's), if they are still waiting for the payment at `now`. */
function waitingFirstTexts(outbox: readonly OutboxMessageRecord[] | undefined, now: Date): OutboxMessageRecord[] {
  return (outbox ?? []).filter(
    (message) => (message.Event === 'placed-unpaid' || message.Event === 'team-new-order') && message.NextAttemptAt > now.toISOString(),
  );
}

/**
 * The outbox of an order whose payment arrives while its first texts wait for it: those texts due now (they are decided
 * when sent, and say paid: textForOrder), or undefined when none waits. Its "paid" text is then not queued: the first
 * text says it.
 */
export function firstTextsNow(outbox: readonly OutboxMessageRecord[] | undefined, now: Date): OutboxMessageRecord[] | undefined {
  const waiting = new Set(waitingFirstTexts(outbox, now).map((message) => message.Id));
  if (waiting.size === 0) return undefined;
  return (outbox ?? []).map((message) => (waiting.has(message.Id) ? { ...message, NextAttemptAt: now.toISOString() } : message));
}

/** The customer's first message of a placement, by the way it is paid, due at `dueAt` (firstTextsDueAt). */
export function placedMessages(
  method: OrderRecord['PaymentMethod'],
  contact: OrderContact,
  placedAt: Date,
  newId: () => string,
  dueAt: Date = placedAt,
): OutboxMessageRecord[] {
  return outboxEntries(method === 'cod' ? 'placed-cod' : 'placed-unpaid', contact, placedAt, newId, undefined, undefined, dueAt);
}

/** When an order placed at `placedAt` is owed its payment reminder: an hour later when paid online, never for cash. */
export function paymentReminderAt(method: OrderRecord['PaymentMethod'], placedAt: Date): string | undefined {
  return method === 'cod' ? undefined : new Date(placedAt.getTime() + paymentReminderDelayMs).toISOString();
}

/**
 * The text a due message of `order` is sent with. The first text of an online order paid before it went says
 * "placed" (no "payment pending"); a status text ("confirmed"…) is skipped when the order, read again now (`current`),
 * was moved back by the operator's "Undo"; the reminder is decided on the order read again too, and skipped once the
 * order is paid (or its payment is being confirmed), cancelled or set aside.
 */
export async function textForOrder(
  order: OrderRecord,
  message: OutboxMessageRecord,
  current: () => Promise<OrderRecord | undefined>,
): Promise<MessageEvent | { readonly skip: string }> {
  const event = message.Event as MessageEvent;
  if (event === 'placed-unpaid') return unpaid.has(order.PaymentStatus) ? event : order.PaymentStatus === 'paid' ? 'placed-paid' : 'placed';
  if (undoableEvents.has(event as OrderStatus)) {
    // An operator's "Undo" (the step back) before the text went: nothing new happened to the customer's order.
    const now = (await current()) ?? order;
    return isStepBack(event as OrderStatus, statusOf(now)) ? { skip: `the change to ${event} was undone` } : event;
  }
  if (event !== 'payment-reminder' && event !== 'payment-link') return event;
  const now = (await current()) ?? order;
  if (statusOf(now) === 'cancelled') return { skip: 'the order is cancelled' };
  // A link the team sends on purpose goes to a set-aside order too (it can still be paid); the automatic reminder not.
  if (event === 'payment-reminder' && now.PaymentExpiredAt) return { skip: 'the order was set aside unpaid (its own text went)' };
  if (!unpaid.has(now.PaymentStatus)) return { skip: `the order's payment is ${now.PaymentStatus}` };
  return event;
}
