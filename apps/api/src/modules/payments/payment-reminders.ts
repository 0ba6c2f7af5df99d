// The one payment reminder of an unpaid online order (orders/placed-messages.ts): an order placed to be paid online
// carries `PaymentReminderAt`, an hour after its placement; the reconciliation pass, on its schedule, reads the orders
// still waiting for payment that were placed in the window before that hour and queues the reminder of each whose hour
// has passed, in one conditional write that also removes `PaymentReminderAt` (so two passes at once, or a pass run
// again, queue it once). Paid, cancelled or set aside by then, the order gets none; the dispatcher decides again when
// it sends (a payment may come between).
import { isPaymentDue } from '@partybox/order-lifecycle';
import { ledgerOf, OrderConflictError, paymentReminderDelayMs, statusOf } from '../orders';
import type { OrderRecord } from '../../platform/db/records';
import { isOnline, type PaymentService } from './payment-service';

/**
 * How long after its hour a reminder is still sent: an order no pass reached in that time (the schedule stopped) gets
 * none rather than a late one, and no pass reads an order owed nothing more than this window's worth of passes.
 */
export const reminderWindowMs = 2 * 3_600_000;

/** Queues the reminders now owed; answers how many. */
export async function remindUnpaid(payments: PaymentService): Promise<number> {
  const { orders, now, log, messagesWaiting } = payments.deps;
  const at = now();
  const placedBy = new Date(at.getTime() - paymentReminderDelayMs).toISOString();
  const placedFrom = new Date(at.getTime() - paymentReminderDelayMs - reminderWindowMs).toISOString();
  let queued = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await orders.paymentOpenPlacedBetween('open', placedFrom, placedBy, start);
    for (const listed of page.items) {
      const order = await orders.findByKey(listed.IdempotencyKey);
      if (!order || !owed(payments, order, at)) continue;
      try {
        await orders.applyPayment(order, { set: {}, remove: ['PaymentReminderAt'], notify: [{ event: 'payment-reminder' }] }, at);
        queued++;
      } catch (error) {
        // Changed meanwhile (paid, cancelled, or another pass queued it): the next pass decides on it as it is then.
        if (!(error instanceof OrderConflictError)) throw error;
      }
    }
    start = page.lastKey;
  } while (start);
  if (queued > 0) {
    messagesWaiting();
    log.info({ queued }, 'payment reminders queued for orders unpaid an hour after placement');
  }
  return queued;
}

/** Whether the order is owed its reminder now: its hour has passed, and it still waits for an online payment. */
function owed(payments: PaymentService, order: OrderRecord, at: Date): boolean {
  if (!order.PaymentReminderAt || order.PaymentReminderAt > at.toISOString() || order.PaymentExpiredAt) return false;
  const paymentStatus = payments.statusFor(order, ledgerOf(order));
  return isPaymentDue({ online: isOnline(order), paymentStatus, orderStatus: statusOf(order) });
}
