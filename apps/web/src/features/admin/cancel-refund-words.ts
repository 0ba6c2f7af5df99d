// What cancelling an order does with its money, in the team's words, before they cancel: each refund the store will ask
// for (the lifecycle's refundsOnCancel, the rule the API refunds by) with its amount and payment, or why nothing is
// refunded (cash on delivery, not paid, a payment the bank still holds, money marked paid by hand).
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { refundDestination, refundsOnCancel } from '@partybox/order-lifecycle';
import { formatInr, fromPaise } from '../../lib/format';
import { consoleLedger, consolePaymentTotal } from './api/console-ledger';

/** What a cancel refunds: the lines to show, and the total going back (0 when nothing is refunded). */
export interface CancelRefund {
  readonly lines: readonly string[];
  readonly totalRupees: number;
}

export function cancelRefundOf(order: AdminOrderDetail): CancelRefund {
  const owed = refundsOnCancel(consoleLedger(order), consolePaymentTotal(order));
  if (owed.length > 0) {
    const methodOf = (paymentId: string) => order.payment.attempts.find((attempt) => attempt.id === paymentId)?.method;
    return {
      lines: owed.map((refund) => {
        const method = methodOf(refund.paymentId);
        return `Refund ${refundDestination(refund.amountPaise, { id: refund.paymentId, ...(method && { method }) })}.`;
      }),
      totalRupees: fromPaise(owed.reduce((sum, refund) => sum + refund.amountPaise, 0)),
    };
  }
  return { lines: [nothingRefunded(order)], totalRupees: 0 };
}

function nothingRefunded(order: AdminOrderDetail): string {
  if (order.payment.manualReference) {
    return `Nothing is refunded through Razorpay: the ${formatInr(order.total)} marked paid by hand (reference ${order.payment.manualReference}) must be returned by hand.`;
  }
  if (order.paymentMethod === 'cod') return 'Nothing is refunded: cash on delivery, and no cash has been collected.';
  if (order.payment.attempts.some((attempt) => attempt.status === 'authorized')) {
    return 'Nothing is refunded: the payment the bank is still holding is not taken, and the bank returns it to the customer.';
  }
  if (order.payment.refunds.length > 0) return 'Nothing more is refunded: the payment has already been refunded.';
  return 'Nothing is refunded: the order is not paid.';
}
