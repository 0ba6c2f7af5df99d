// The customer's texts about a new order and its payment: the first says what happens next by the way it is paid
// ("pay Rs. X on delivery"; for an online order not yet paid, "payment pending: pay here <link>"), and an online order
// also gets one payment reminder an hour later. Both are outbox entries written with the order, so a stateless server
// (a Lambda) keeps no timer: the reminder waits in the outbox until due, and the dispatcher then decides on the order
// as it is (textForOrder): still unpaid and not cancelled, it is sent; otherwise it is skipped for good. The write that
// records the payment or the cancellation drops it before then (outboxAfter). The link an operator sends ("Send
// payment link") is decided the same way when it goes.
import type { MessageEvent } from '@partybox/catalog';
import type { OrderPaymentStatus } from '@partybox/order-lifecycle';
import type { OrderRecord, OutboxMessageRecord } from '../../platform/db/records';
import { outboxEntries, type OrderContact } from '../messages';
import { statusOf } from './order-views';

/** How long after placement an unpaid online order's customer is reminded to pay (once). */
export const paymentReminderDelayMs = 3_600_000;

/** The payment states of an online order that still needs paying. */
const unpaid: ReadonlySet<OrderPaymentStatus> = new Set(['awaiting-payment', 'payment-failed']);

/** The payment states an order never leaves for an unpaid one (a payment being confirmed may still fail). */
const paidFor: ReadonlySet<OrderPaymentStatus> = new Set(['paid', 'collected-on-delivery', 'refund-pending', 'partly-refunded', 'refunded']);

/**
 * The outbox a change leaves: without its automatic payment reminders once the order is paid or cancelled (when due
 * they could only be skipped), or undefined when it keeps every message. Dropped by the change's own write, an order
 * whose other messages are sent leaves the pendingMessages index at the next settle (one delete of its entry) instead
 * of being moved to the reminder's due time after every later event (a delete and a put).
 */
export function outboxAfter(
  outbox: readonly OutboxMessageRecord[] | undefined,
  after: { readonly status: string; readonly paymentStatus: string },
): OutboxMessageRecord[] | undefined {
  if (after.status !== 'cancelled' && !paidFor.has(after.paymentStatus as OrderPaymentStatus)) return undefined;
  const kept = (outbox ?? []).filter((message) => message.Event !== 'payment-reminder');
  return kept.length < (outbox ?? []).length ? kept : undefined;
}

/** The customer's messages of a placement: the first text by payment method, and an online order's reminder. */
export function placedMessages(method: OrderRecord['PaymentMethod'], contact: OrderContact, placedAt: Date, newId: () => string): OutboxMessageRecord[] {
  if (method === 'cod') return outboxEntries('placed-cod', contact, placedAt, newId);
  const remindAt = new Date(placedAt.getTime() + paymentReminderDelayMs);
  return [
    ...outboxEntries('placed-unpaid', contact, placedAt, newId),
    ...outboxEntries('payment-reminder', contact, placedAt, newId, undefined, undefined, remindAt),
  ];
}

/**
 * The text a due message of `order` is sent with. The first text of an online order paid before it went says
 * "placed" (no "payment pending"); the reminder is decided on the order read again now (`current`), and skipped once
 * the order is paid (or its payment is being confirmed), cancelled or set aside.
 */
export async function textForOrder(
  order: OrderRecord,
  message: OutboxMessageRecord,
  current: () => Promise<OrderRecord | undefined>,
): Promise<MessageEvent | { readonly skip: string }> {
  const event = message.Event as MessageEvent;
  if (event === 'placed-unpaid') return unpaid.has(order.PaymentStatus) ? event : 'placed';
  if (event !== 'payment-reminder' && event !== 'payment-link') return event;
  const now = (await current()) ?? order;
  if (statusOf(now) === 'cancelled') return { skip: 'the order is cancelled' };
  // A link the team sends on purpose goes to a set-aside order too (it can still be paid); the automatic reminder not.
  if (event === 'payment-reminder' && now.PaymentExpiredAt) return { skip: 'the order was set aside unpaid (its own text went)' };
  if (!unpaid.has(now.PaymentStatus)) return { skip: `the order's payment is ${now.PaymentStatus}` };
  return event;
}
