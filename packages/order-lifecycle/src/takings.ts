// What an order has brought in, for reports and a customer's total spent: the same ledger the order pages read, folded
// into paise paid, refunded and kept. Money taken outside the gateway (cash on delivery, a payment marked received by
// the shop) has no ledger entry, so it counts as the order's total once the order says it was paid that way.
import { toPaise } from '@partybox/pricing';
import type { OrderPaymentStatus } from './index';
import { capturedPayments, type PaymentLedger } from './ledger';
import { countedRefunds, latestAttempts } from './refunds';

/** An order's money in paise: what it was placed for, what was paid, what went back, and what the shop kept. */
export interface OrderTakings {
  readonly placedPaise: number;
  readonly paidPaise: number;
  readonly refundedPaise: number;
  readonly netPaise: number;
}

const paidOutsideGateway: readonly OrderPaymentStatus[] = ['paid', 'collected-on-delivery'];

/**
 * The takings of one order: captured payments, plus the total the payment was taken for (`paymentTotalRupees`) when it
 * was paid outside the gateway; refunds processed or on their way (the latest attempt of each, of money actually
 * captured). Failed refunds return nothing. What the order was placed for is its current total (`totalRupees`: an edit
 * may have changed it since the payment), as the orders CSV's Total says.
 */
export function orderTakings(
  ledger: PaymentLedger,
  paymentTotalRupees: number,
  paymentStatus: OrderPaymentStatus,
  totalRupees: number = paymentTotalRupees,
): OrderTakings {
  const captured = capturedPayments(ledger).reduce((sum, payment) => sum + payment.amountPaise, 0);
  const paidPaise = captured === 0 && paidOutsideGateway.includes(paymentStatus) ? toPaise(paymentTotalRupees) : captured;
  const refundedPaise = latestAttempts(countedRefunds(ledger))
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amountPaise, 0);
  return { placedPaise: toPaise(totalRupees), paidPaise, refundedPaise, netPaise: paidPaise - refundedPaise };
}

/** The sum of several orders' takings. */
export function addTakings(a: OrderTakings, b: OrderTakings): OrderTakings {
  return {
    placedPaise: a.placedPaise + b.placedPaise,
    paidPaise: a.paidPaise + b.paidPaise,
    refundedPaise: a.refundedPaise + b.refundedPaise,
    netPaise: a.netPaise + b.netPaise,
  };
}

export const noTakings: OrderTakings = { placedPaise: 0, paidPaise: 0, refundedPaise: 0, netPaise: 0 };
