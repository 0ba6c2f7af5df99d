// An order's history lines, and the words each reads as, written in one place: who placed or changed the order
// ("Placed by the customer", "Confirmed by Priya"), from what to what, and why.
import { formatInr, fromPaise, toPaise } from '@partybox/pricing';
import {
  orderStatusLabels,
  paymentName,
  paymentStatusLabels,
  refundDestination,
  type LastChange,
  type OrderPaymentStatus,
  type OrderStatus,
} from '@partybox/order-lifecycle';
import type { OrderHistoryRecord, OrderRecord } from '../../platform/db/records';

/** Who a history line names besides operators (who are named by their account name). */
export const historyActors = {
  /** The customer: placed the order through the storefront's checkout, or cancelled it on the status page. */
  customer: 'Customer',
  /** Orders placed before histories named the customer read as placed by the shop. */
  shop: 'Shop',
  /** The payment gateway, for what its reports changed (the payments module signs its folds with it). */
  gateway: 'Razorpay',
} as const;

/** The name an operator's changes are signed with (their account name, or "Operator" when it has none). */
export function operatorActor(name: string): string {
  return name.trim() || 'Operator';
}

/** The placement line of an order placed through the checkout. */
export function placedEntry(at: string, by: string = historyActors.customer): OrderHistoryRecord {
  return { At: at, By: by, Change: 'placed', To: 'placed' };
}

/** The placement line an order stored before histories is read with. */
export function legacyPlacedEntry(createdAt: string): OrderHistoryRecord {
  return { At: createdAt, By: historyActors.shop, Change: 'placed', To: 'placed' };
}

/** A status change's line; `cashCollected` (rupees) for a delivery whose cash was collected with it; `undo` for a step back. */
export function statusEntry(
  at: string,
  by: string,
  from: OrderStatus,
  to: OrderStatus,
  reason?: string,
  extra: { readonly cashCollected?: number; readonly undo?: boolean } = {},
): OrderHistoryRecord {
  return {
    At: at,
    By: by,
    Change: 'status',
    From: from,
    To: to,
    ...(reason && { Reason: reason }),
    ...(extra.cashCollected !== undefined && { Amount: extra.cashCollected }),
    ...(extra.undo && { Undo: true }),
  };
}

/** A refund's line, written when it is asked for: how much, to which payment, who asked and why. */
export function refundEntry(
  at: string,
  by: string,
  refund: { readonly amountPaise: number; readonly paymentId: string; readonly method?: string; readonly reason: string },
): OrderHistoryRecord {
  return {
    At: at,
    By: by,
    Change: 'refund',
    To: 'asked',
    Amount: fromPaise(refund.amountPaise),
    PaymentId: refund.paymentId,
    ...(refund.method && { Method: refund.method }),
    ...(refund.reason && { Reason: refund.reason }),
  };
}

/**
 * The clash message of a change refused because the order moved on: who changed it last and to what, so the operator
 * (whose typing the form keeps) can decide again.
 */
export function clashMessage(order: Pick<OrderRecord, 'History'>): string {
  const last = order.History?.at(-1);
  const what = last ? `${historyWording(last)}. ` : '';
  return `This order was changed by someone else meanwhile. ${what}What you typed is kept: check it against the change and save again.`;
}

/**
 * The clash message of a status or payment change refused because the order moved on: who changed it and to what,
 * and that the order must be read again before choosing (the console keeps a cancel's typed reason meanwhile).
 */
export function moveClashMessage(order: Pick<OrderRecord, 'History'>): string {
  const last = order.History?.at(-1);
  return `This order was changed by someone else meanwhile. ${last ? `${historyWording(last)}. ` : ''}Reload it to see the change.`;
}

/** Who cancelled the order (the customer, an operator), from its history; undefined while it is not cancelled. */
export function cancelledBy(order: Pick<OrderRecord, 'History'>): string | undefined {
  return order.History?.findLast((entry) => entry.Change === 'status' && entry.To === 'cancelled')?.By;
}

/** The order's last change as the lifecycle's undo rule reads it. */
export function lastChangeOf(order: Pick<OrderRecord, 'History'>): LastChange | undefined {
  const last = order.History?.at(-1);
  if (!last) return undefined;
  return {
    change: last.Change,
    to: last.To,
    at: last.At,
    ...(last.From !== undefined && { from: last.From }),
    ...(last.Undo && { undo: true }),
    ...(last.Change === 'status' && last.Amount !== undefined && { cashCollected: last.Amount }),
  };
}

/** A payment status change's line. */
export function paymentEntry(at: string, by: string, from: OrderPaymentStatus, to: OrderPaymentStatus): OrderHistoryRecord {
  return { At: at, By: by, Change: 'payment', From: from, To: to };
}

/** The line of a balance paid (a payment link's, after an edit raised the total): the status stays as it was. */
export function balanceEntry(
  at: string,
  by: string,
  status: OrderPaymentStatus,
  payment: { readonly id: string; readonly amountPaise: number; readonly method?: string },
): OrderHistoryRecord {
  return {
    At: at,
    By: by,
    Change: 'payment',
    From: status,
    To: status,
    Amount: fromPaise(payment.amountPaise),
    PaymentId: payment.id,
    ...(payment.method && { Method: payment.method }),
  };
}

/** The line of an operator's rotation of the status link. */
export function linkEntry(at: string, by: string, version: number): OrderHistoryRecord {
  return { At: at, By: by, Change: 'link', To: String(version) };
}

/** The line of an operator's "Send payment link" (the customer is sent the status page, where they pay). */
export function paymentLinkEntry(at: string, by: string): OrderHistoryRecord {
  return { At: at, By: by, Change: 'payment-link', To: 'sent' };
}

const actorWords = (by: string) => (by === historyActors.customer ? 'the customer' : by === historyActors.shop ? 'the shop' : by);
const statusWords = (status: string) => orderStatusLabels[status as OrderStatus] ?? status;
const paymentWords = (status: string) => paymentStatusLabels[status as OrderPaymentStatus] ?? status;

/**
 * A history line in words: "Placed by the customer", "Cancelled by the customer: Party postponed", "Payment marked Paid
 * by Priya", "Refund ₹500 to UPI payment pay_… asked by Priya: Balloons missing", "Delivered and cash ₹1,499 collected
 * by Ravi", "Undone by Priya: back to Placed from Confirmed".
 */
export function historyWording(
  entry: Pick<OrderHistoryRecord, 'By' | 'Change' | 'From' | 'To' | 'Reason' | 'Amount' | 'PaymentId' | 'Method' | 'Undo' | 'Difference' | 'Field'>,
): string {
  const by = actorWords(entry.By);
  const reason = entry.Reason ? `: ${entry.Reason}` : '';
  if (entry.Change === 'placed') return `Placed by ${by}`;
  if (entry.Change === 'link') return `Status link renewed by ${by}`;
  if (entry.Change === 'payment-link') return `Payment link sent by ${by}`;
  if (entry.Change === 'edit') {
    const price = entry.Difference ? ` (total ${entry.Difference > 0 ? '+' : '−'}${formatInr(Math.abs(entry.Difference))})` : '';
    // One part changed: named once ("Cake message: Happy birthday → Happy 7th"); several: each part before, then after.
    const single = entry.Field && !entry.Field.includes(', ') ? `${entry.Field}: ` : undefined;
    const bare = (text: string) => (single && text.startsWith(single) ? text.slice(single.length) : text);
    return `Edited by ${by}: ${single ?? ''}${bare(entry.From ?? '')} → ${bare(entry.To)}${price}`;
  }
  if (entry.Change === 'payment' && entry.Amount !== undefined) {
    const payment = { id: entry.PaymentId ?? '', ...(entry.Method && { method: entry.Method }) };
    return `Balance ${formatInr(entry.Amount)} paid by ${paymentName(payment)} (reported by ${by})`;
  }
  if (entry.Change === 'payment' && entry.By === historyActors.gateway) {
    // Back from "refund on its way" to paid: the refund did not go through (it is retried, or left to the team).
    if (entry.From === 'refund-pending' && entry.To === 'paid') return `Refund did not go through (reported by ${by}): payment back to Paid`;
    return `Payment: ${paymentWords(entry.To)} (reported by ${by})`;
  }
  // The customer's payment window reports the payment; the store checks it with Razorpay before folding it in.
  if (entry.Change === 'payment' && entry.By === historyActors.customer)
    return `Payment: ${paymentWords(entry.To)} (the customer's payment, checked with Razorpay)`;
  if (entry.Change === 'payment') return `Payment marked ${paymentWords(entry.To)} by ${by}`;
  if (entry.Change === 'refund') {
    const payment = { id: entry.PaymentId ?? 'the payment', ...(entry.Method && { method: entry.Method }) };
    return `Refund ${refundDestination(toPaise(entry.Amount ?? 0), payment)} asked by ${by}${reason}`;
  }
  if (entry.Undo) return `Undone by ${by}: back to ${statusWords(entry.To)} from ${statusWords(entry.From ?? '')}`;
  if (entry.Amount !== undefined) return `${statusWords(entry.To)} and cash ${formatInr(entry.Amount)} collected by ${by}`;
  return `${statusWords(entry.To)} by ${by}${reason}`;
}
