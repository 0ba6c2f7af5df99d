// How an order's money reads: to the customer's status page (what was paid, refunded, is due, and where the money is in
// one sentence) and to the console (every attempt and refund, what may be refunded, what needs attention). From the
// ledger stored on the order.
import type { PlacedOrder } from '@partybox/contracts';
import { bankNameOf } from '@partybox/contracts/banks';
import type { AdminPayment, CustomerPayment } from '@partybox/contracts/payments';
import { formatInr, fromPaise, toPaise } from '@partybox/pricing';
import {
  acceptedPayment,
  acceptedPayments,
  attentionReasons,
  balanceDuePaise,
  canPayAgain,
  capturedPayments,
  emptyLedger,
  disputeStatusLabels,
  isPaymentDue,
  latestAttempts,
  orderTakings,
  refundablePaise,
  refundPolicy,
  unwantedPaymentReasons,
  type LedgerPayment,
  type OrderPaymentStatus,
  type PaymentLedger,
} from '@partybox/order-lifecycle';
import type { OrderRecord } from '../../platform/db/records';

/** The order's ledger (empty before any report). */
export function ledgerOf(order: Pick<OrderRecord, 'Ledger'>): PaymentLedger {
  return (order.Ledger as PaymentLedger | undefined) ?? emptyLedger;
}

/**
 * The total the order's online payment is read against: the placed total, kept when an edit changed the total of an
 * order already paid (so the payment stays the order's and is not taken for a wrong amount); else the total.
 */
export function paymentTotalOf(order: Pick<OrderRecord, 'Total' | 'PaymentTotal'>): number {
  return order.PaymentTotal ?? order.Total;
}

/**
 * What an order paid online has paid through the gateway and not been given back, in whole rupees: captured payments
 * less the refunds processed or on their way. 0 before any payment, for cash on delivery, and for money marked paid by
 * hand (outside the gateway: an edit's difference is then settled by hand too).
 */
export function netPaidOf(order: OrderRecord): number {
  if (order.PaymentMethod === 'cod') return 0;
  const ledger = ledgerOf(order);
  if (capturedPayments(ledger).length === 0) return 0;
  return Math.floor(fromPaise(orderTakings(ledger, paymentTotalOf(order), order.PaymentStatus as OrderPaymentStatus).netPaise));
}

/**
 * What an order paid online still owes after an edit raised its total (the lifecycle's balanceDuePaise: the total
 * minus what its accepted payments kept), in whole rupees; 0 when nothing was accepted yet (then the whole total is due
 * the usual way), for cash on delivery, and for a cancelled or delivered order.
 */
export function balanceDueOf(order: OrderRecord): number {
  if (order.PaymentMethod === 'cod' || statusOf(order) === 'cancelled' || statusOf(order) === 'delivered') return 0;
  return Math.ceil(fromPaise(balanceDuePaise(ledgerOf(order), paymentTotalOf(order), order.Total)));
}

/** The payment link still open for exactly the balance due, if any (the status page offers it). */
export function openBalanceLink(order: OrderRecord): string | undefined {
  const balance = balanceDueOf(order);
  const latest = order.PaymentLinks?.at(-1);
  return balance > 0 && latest?.Status === 'created' && latest.AmountPaise === toPaise(balance) ? latest.ShortUrl : undefined;
}

/** Orders stored before the lifecycle read `received` as placed (as order-views' statusOf does). */
const statusOf = (order: Pick<OrderRecord, 'Status'>) => (order.Status === 'received' ? 'placed' : order.Status);
const shortDate = (iso: string) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
const methodWords: Record<string, string> = { upi: 'UPI', card: 'card', netbanking: 'net banking', wallet: 'wallet', emi: 'EMI' };
const methodOf = (method: string | undefined) => (method ? (methodWords[method] ?? method) : 'the way you paid');
/** "net banking (ICICI Bank)": the bank named is the one Razorpay reports, not the one picked before paying. */
const paidBy = (payment: Pick<LedgerPayment, 'method' | 'bank'>) => `${methodOf(payment.method)}${payment.bank ? ` (${bankNameOf(payment.bank)})` : ''}`;
/** One payment in words: "₹15,198 by UPI on 27 Nov". */
const onePayment = (payment: LedgerPayment) => `${formatInr(fromPaise(payment.amountPaise))} by ${paidBy(payment)} on ${shortDate(payment.at)}`;
/** The bank by name ("ICICI Bank"), so no page needs Razorpay's codes. */
const withBank = (payment: Pick<LedgerPayment, 'bank'>) => (payment.bank ? { bank: bankNameOf(payment.bank) } : {});

/**
 * The payment Razorpay last reported (the accepted one once the order is paid), for the confirmation: whether the money
 * is captured or only authorised (the bank is still confirming it), and the bank it came from.
 */
export function latestPaymentOf(order: OrderRecord): PlacedOrder['latestPayment'] {
  const ledger = ledgerOf(order);
  const payment = acceptedPayment(ledger, paymentTotalOf(order)) ?? [...ledger.payments].sort((a, b) => a.at.localeCompare(b.at)).at(-1);
  return payment && { status: payment.status, method: payment.method, ...withBank(payment) };
}

/**
 * Every refund of the order in one sentence, oldest first (each refund once: its latest attempt), or undefined when
 * there is none: "₹1,200 refunded on 26 Nov to your UPI; ₹14,998 refund issued on 27 Nov to your UPI; banks take 5–7
 * working days." A cancel after a partial refund makes two, and the customer is owed word of both.
 */
function refundsNote(ledger: PaymentLedger): string | undefined {
  const refunds = latestAttempts(ledger.refunds).sort((a, b) => a.at.localeCompare(b.at));
  if (refunds.length === 0) return undefined;
  const clauses = refunds.map((refund) => {
    const amount = formatInr(fromPaise(refund.amountPaise));
    const to = methodOf(ledger.payments.find((payment) => payment.id === refund.paymentId)?.method);
    // A payment the order did not want is named as such: beside "Paid ₹X", a bare "₹X refunded" would read as the order's.
    const unwanted =
      refund.reason === unwantedPaymentReasons['duplicate-payment']
        ? `your second payment of ${amount}`
        : refund.reason === unwantedPaymentReasons['amount-mismatch']
          ? `your payment of ${amount} (not the order's total)`
          : undefined;
    if (refund.status === 'pending')
      return unwanted
        ? `refund of ${unwanted} issued on ${shortDate(refund.at)} to your ${to}`
        : `${amount} refund issued on ${shortDate(refund.at)} to your ${to}`;
    if (refund.status === 'processed') return `${unwanted ?? amount} refunded on ${shortDate(refund.at)} to your ${to}`;
    return `a refund of ${unwanted ?? amount} did not go through`;
  });
  if (refunds.some((refund) => refund.status === 'pending')) clauses.push(`banks take ${refundPolicy.refundWorkingDays} working days`);
  if (refunds.some((refund) => refund.status === 'failed')) clauses.push('we are on it and will call you');
  const sentence = clauses.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/**
 * What the customer paid: "Paid ₹15,198 by UPI on 27 Nov", or, paid in more than one payment (the order's and a payment
 * link's for the balance an edit added), each of them: "Paid ₹16,398 in full: ₹15,198 by UPI on 27 Nov and ₹1,200 by
 * card on 28 Nov". `paidWith`: the accepted payment, or the captured one when none is (a wrong amount).
 */
function paidClause(order: OrderRecord, ledger: PaymentLedger, paidWith: LedgerPayment): string {
  const accepted = acceptedPayments(ledger, paymentTotalOf(order), order.Total);
  if (accepted.length > 1) {
    const sum = accepted.reduce((paise, payment) => paise + payment.amountPaise, 0);
    return `Paid ${formatInr(fromPaise(sum))} in full: ${accepted.map(onePayment).join(' and ')}`;
  }
  return `Paid ${onePayment(paidWith)}`;
}

/** Where the money is, in one sentence for the customer. */
function moneyNote(order: OrderRecord, ledger: PaymentLedger, status: OrderPaymentStatus): string {
  const first = acceptedPayment(ledger, paymentTotalOf(order));
  const paidWith = first ?? ledger.payments.find((payment) => payment.status === 'captured');
  const refunds = refundsNote(ledger);
  // What was paid, then what went back: "Paid ₹15,198 by UPI on 27 Nov; ₹500 refunded on 28 Nov to your UPI."
  if (refunds) return paidWith ? `${paidClause(order, ledger, paidWith)}; ${refunds.charAt(0).toLowerCase()}${refunds.slice(1)}` : refunds;
  if (status === 'pay-on-delivery') return `Pay ${formatInr(order.Total)} in cash on delivery.`;
  if (status === 'collected-on-delivery') return `Paid ${formatInr(order.Total)} in cash on delivery.`;
  if (status === 'paid' && order.ManualPaymentReference && !paidWith) return `Paid ${formatInr(order.Total)}; received by the shop.`;
  const balance = balanceDueOf(order);
  // An edit raised the total of a paid order: what was paid, and what the change still asks for (the page gives its
  // link as a button of its own, `balanceLink`, so the sentence does not repeat the address).
  if (paidWith && balance > 0) return `Paid ${onePayment(paidWith)}; balance due ${formatInr(balance)} for the changes to your order.`;
  if (paidWith) return `${paidClause(order, ledger, paidWith)}.`;
  if (status === 'payment-processing')
    return `Your payment of ${formatInr(order.Total)} is being confirmed by your bank: there is nothing more to pay, and we will text you when it is through.`;
  if (status === 'payment-failed') return 'Your last payment attempt failed and no money was taken: you can pay again.';
  if (order.PaymentExpiredAt) return `${formatInr(order.Total)} to pay. We have not booked this order yet: pay now to keep it, or order again any time.`;
  return `${formatInr(order.Total)} to pay.`;
}

/** The payment part of the customer's status page. */
export function customerPayment(order: OrderRecord): CustomerPayment {
  const ledger = ledgerOf(order);
  const status = order.PaymentStatus as OrderPaymentStatus;
  const due = isPaymentDue({ online: order.PaymentMethod !== 'cod', paymentStatus: status, orderStatus: statusOf(order) });
  const balanceLink = openBalanceLink(order);
  return {
    status,
    // The whole total before any payment; after an edit raised the total of a paid order, the balance.
    dueRupees: due ? order.Total : balanceDueOf(order),
    attempts: ledger.payments.map((payment) => ({
      method: payment.method,
      amountPaise: payment.amountPaise,
      status: payment.status,
      at: payment.at,
      ...withBank(payment),
    })),
    refunds: ledger.refunds.map((refund) => ({ amountPaise: refund.amountPaise, status: refund.status, at: refund.at, reason: refund.reason })),
    canPay: due && canPayAgain(ledger, statusOf(order), order.Total),
    ...(balanceLink && { balanceLink }),
    moneyNote: moneyNote(order, ledger, status),
  };
}

/** The payment part of the console's order page. */
export function adminPayment(order: OrderRecord): AdminPayment {
  const ledger = ledgerOf(order);
  return {
    attempts: ledger.payments.map((payment) => ({
      id: payment.id,
      gatewayOrderId: payment.gatewayOrderId,
      method: payment.method,
      amountPaise: payment.amountPaise,
      status: payment.status,
      at: payment.at,
      ...(payment.failure && { failure: payment.failure }),
      ...withBank(payment),
    })),
    refunds: ledger.refunds.map((refund) => ({
      id: refund.id,
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      status: refund.status,
      reason: refund.reason,
      at: refund.at,
      by: refund.by ?? 'Shop',
      ...(refund.attempt && refund.attempt > 1 && { attempt: refund.attempt }),
      ...(refund.failure && { failure: refund.failure }),
    })),
    disputes: (ledger.disputes ?? []).map((dispute) => ({
      id: dispute.id,
      paymentId: dispute.paymentId,
      amountPaise: dispute.amountPaise,
      status: dispute.status,
      statusLabel: disputeStatusLabels[dispute.status],
      reason: dispute.reason,
      at: dispute.at,
      ...(dispute.respondBy && { respondBy: dispute.respondBy }),
    })),
    refundablePaise: refundablePaise(ledger, paymentTotalOf(order), order.Total),
    attention: attentionReasons(ledger, paymentTotalOf(order), order.Total),
    ...(order.ManualPaymentReference && { manualReference: order.ManualPaymentReference }),
    ...(order.PaymentLinks && {
      links: order.PaymentLinks.map((link) => ({ id: link.Id, shortUrl: link.ShortUrl, amountPaise: link.AmountPaise, status: link.Status, at: link.At })),
    }),
  };
}
