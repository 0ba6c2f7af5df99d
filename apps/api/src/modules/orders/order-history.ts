// An order's history lines, and the words each reads as, written in one place: who placed or changed the order
// ("Placed by the customer", "Confirmed by Priya"), from what to what, and why.
import { orderStatusLabels, paymentStatusLabels, type OrderPaymentStatus, type OrderStatus } from '@partybox/order-lifecycle';
import type { OrderHistoryRecord } from '../../platform/db/records';

/** Who a history line names besides operators (who are named by their account name). */
export const historyActors = {
  /** The customer: placed the order through the storefront's checkout, or cancelled it on the status page. */
  customer: 'Customer',
  /** Orders placed before histories named the customer read as placed by the shop. */
  shop: 'Shop',
} as const;

/** The name an operator's changes are signed with (their account name, or "Operator" when it has none). */
export function operatorActor(name: string): string {
  return name.trim() || 'Operator';
}

/** The placement line of an order placed through the checkout. */
export function placedEntry(at: string): OrderHistoryRecord {
  return { At: at, By: historyActors.customer, Change: 'placed', To: 'placed' };
}

/** The placement line an order stored before histories is read with. */
export function legacyPlacedEntry(createdAt: string): OrderHistoryRecord {
  return { At: createdAt, By: historyActors.shop, Change: 'placed', To: 'placed' };
}

/** A status change's line. */
export function statusEntry(at: string, by: string, from: OrderStatus, to: OrderStatus, reason?: string): OrderHistoryRecord {
  return { At: at, By: by, Change: 'status', From: from, To: to, ...(reason && { Reason: reason }) };
}

/** A payment status change's line. */
export function paymentEntry(at: string, by: string, from: OrderPaymentStatus, to: OrderPaymentStatus): OrderHistoryRecord {
  return { At: at, By: by, Change: 'payment', From: from, To: to };
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

/** A history line in words: "Placed by the customer", "Cancelled by the customer: Party postponed", "Payment marked Paid by Priya". */
export function historyWording(entry: Pick<OrderHistoryRecord, 'By' | 'Change' | 'To' | 'Reason'>): string {
  const by = actorWords(entry.By);
  const reason = entry.Reason ? `: ${entry.Reason}` : '';
  if (entry.Change === 'placed') return `Placed by ${by}`;
  if (entry.Change === 'link') return `Status link renewed by ${by}`;
  if (entry.Change === 'payment-link') return `Payment link sent by ${by}`;
  if (entry.Change === 'payment') return `Payment marked ${paymentWords(entry.To)} by ${by}`;
  return `${statusWords(entry.To)} by ${by}${reason}`;
}
