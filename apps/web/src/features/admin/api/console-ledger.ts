// The order's ledger as the console receives it (the gateway's paise), for the lifecycle's money rules: what may be
// refunded, what a cancel refunds.
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import type { PaymentLedger } from '@partybox/order-lifecycle';

/** The ledger of the order page's payment attempts and refunds. */
export function consoleLedger(order: AdminOrderDetail): PaymentLedger {
  return {
    payments: order.payment.attempts.map((attempt) => ({ ...attempt })),
    refunds: order.payment.refunds.map((refund) => ({ ...refund })),
  };
}

/**
 * The total the order's online payment is read against: the placed total when an edit changed the total of a paid order
 * (the API's paymentTotal), else the total.
 */
export function consolePaymentTotal(order: Pick<AdminOrderDetail, 'total' | 'paymentTotal'>): number {
  return order.paymentTotal ?? order.total;
}
