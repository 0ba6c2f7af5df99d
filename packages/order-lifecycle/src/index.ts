// An order's life as data: the statuses, the moves between them and who may make them. The API checks every change
// against these rules before its conditional write, and the console and the status page offer only the moves allowed.
import { formatShortDate, isCalendarDate, mumbaiClock, startOfMumbaiDay } from './calendar-dates';
import type { DeliverySlot } from './delivery-calendar';

/** Where an order stands, in the order it normally passes through them; `cancelled` ends it early. */
export const orderStatuses = ['placed', 'confirmed', 'packed', 'out-for-delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The path an order takes when nothing goes wrong (the customer's timeline). */
export const orderProgress = ['placed', 'confirmed', 'packed', 'out-for-delivery', 'delivered'] as const satisfies readonly OrderStatus[];

export const orderStatusLabels: Record<OrderStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  'out-for-delivery': 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The moves an operator may make from each status. Cancelling is possible only before the order leaves the shop. */
const orderMoves: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['out-for-delivery', 'cancelled'],
  'out-for-delivery': ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The statuses an operator may move an order to from `from` (with its payment status: a refunded order is not made). */
export function nextOrderStatuses(from: OrderStatus, paymentStatus?: OrderPaymentStatus): readonly OrderStatus[] {
  return orderMoves[from].filter((to) => checkOrderMove(from, to, 'a reason', paymentStatus).ok);
}

/** The moves that start making a box: refused once the customer's money went back in full. */
const makingMoves: readonly OrderStatus[] = ['confirmed', 'packed'];

/**
 * Where an order's payment stands. Orders paid online start at `awaiting-payment` and move with the gateway's reports
 * (payments.ts derives payment-processing, paid, payment-failed, refund-pending, partly-refunded and refunded from them); cash-on-delivery orders start at
 * `pay-on-delivery`.
 */
export const paymentStatuses = [
  'awaiting-payment',
  'payment-processing',
  'payment-failed',
  'paid',
  'refund-pending',
  'partly-refunded',
  'refunded',
  'pay-on-delivery',
  'collected-on-delivery',
] as const;
export type OrderPaymentStatus = (typeof paymentStatuses)[number];

export const paymentStatusLabels: Record<OrderPaymentStatus, string> = {
  'awaiting-payment': 'Awaiting payment',
  'payment-processing': 'Being confirmed by the bank',
  'payment-failed': 'Payment failed',
  paid: 'Paid',
  'refund-pending': 'Refund on its way',
  'partly-refunded': 'Partly refunded',
  refunded: 'Refunded',
  'pay-on-delivery': 'Pay on delivery',
  'collected-on-delivery': 'Collected on delivery',
};

/**
 * What an operator may set by hand. Marking paid is only for money received outside the gateway (the console asks for
 * a reference); everything else about online payments follows the gateway's reports, never a click.
 */
const paymentMoves: Record<OrderPaymentStatus, readonly OrderPaymentStatus[]> = {
  'awaiting-payment': ['paid'],
  // The customer's bank holds the money and the store captures it: nothing to mark by hand.
  'payment-processing': [],
  'payment-failed': ['paid'],
  paid: [],
  'refund-pending': [],
  'partly-refunded': [],
  refunded: [],
  'pay-on-delivery': ['collected-on-delivery', 'paid'],
  'collected-on-delivery': [],
};

/** The payment statuses an operator may set from `from`. */
export function nextPaymentStatuses(from: OrderPaymentStatus): readonly OrderPaymentStatus[] {
  return paymentMoves[from];
}

/** Why a requested move is refused, in words an operator or customer can act on. */
export type MoveRefusal = { readonly ok: false; readonly reason: string };
export type MoveResult = { readonly ok: true } | MoveRefusal;

/**
 * Whether an operator may move an order from `from` to `to`. A cancellation needs a reason (it is sent to the
 * customer and kept in the history). An order whose payment was refunded in full is not confirmed or packed: the shop
 * would make a box nobody pays for (cancel it, or take a new payment first).
 */
export function checkOrderMove(from: OrderStatus, to: OrderStatus, reason?: string, paymentStatus?: OrderPaymentStatus): MoveResult {
  if (!orderMoves[from].includes(to)) {
    return { ok: false, reason: `An order that is ${orderStatusLabels[from].toLowerCase()} cannot be moved to ${orderStatusLabels[to].toLowerCase()}.` };
  }
  if (to === 'cancelled' && !reason?.trim()) return { ok: false, reason: 'Give a reason for cancelling the order.' };
  if (paymentStatus === 'refunded' && makingMoves.includes(to)) {
    return {
      ok: false,
      reason: `This order's payment was refunded in full, so it cannot be ${orderStatusLabels[to].toLowerCase()}: cancel it, or take a new payment first.`,
    };
  }
  return { ok: true };
}

/**
 * Whether a cash-on-delivery order may be marked delivered with its cash collected, in one step: it is out for
 * delivery and its cash is still to collect.
 */
export function checkDeliveredWithCash(from: OrderStatus, paymentStatus: OrderPaymentStatus): MoveResult {
  const move = checkOrderMove(from, 'delivered');
  if (!move.ok) return move;
  if (paymentStatus !== 'pay-on-delivery') {
    return { ok: false, reason: `Cash is collected only for an order paid on delivery; this one is ${paymentStatusLabels[paymentStatus].toLowerCase()}.` };
  }
  return { ok: true };
}

/** Whether an operator may set the payment status from `from` to `to`. A cancelled order's payment is left as it is. */
export function checkPaymentMove(orderStatus: OrderStatus, from: OrderPaymentStatus, to: OrderPaymentStatus): MoveResult {
  if (orderStatus === 'cancelled') return { ok: false, reason: 'The order is cancelled; its payment status can no longer change.' };
  if (!paymentMoves[from].includes(to)) {
    return { ok: false, reason: `A payment that is ${paymentStatusLabels[from].toLowerCase()} cannot be set to ${paymentStatusLabels[to].toLowerCase()}.` };
  }
  if (to === 'collected-on-delivery' && orderStatus !== 'delivered') {
    return { ok: false, reason: 'Payment can be marked collected on delivery only once the order is delivered.' };
  }
  return { ok: true };
}

// Undoing a status change: for a few seconds after an operator moves an order a step forward, the console offers to
// move it back. The undo is an ordinary status change (its own history line, its own version), allowed only as the
// reverse of the order's last change: nothing else may have happened since, the step must not have moved money (a
// cancel refunds, cash collected on delivery is money in the till) and an undo is not itself undone.
/** Each forward step that may be undone, and the status it goes back to. */
const stepBack: Partial<Record<OrderStatus, OrderStatus>> = {
  confirmed: 'placed',
  packed: 'confirmed',
  'out-for-delivery': 'packed',
  delivered: 'out-for-delivery',
};

/** How long the console offers "Undo" after a change. */
export const undoOfferSeconds = 10;
/** How long after a change the API still takes its undo: the console's offer plus a slow network's delay. */
export const undoAcceptSeconds = 120;

/** The order's last change, as its history keeps it. */
export interface LastChange {
  readonly change: string;
  readonly from?: string;
  readonly to: string;
  readonly at: string;
  /** The change was itself an undo. */
  readonly undo?: boolean;
  /** Rupees of cash collected with the change (delivered and cash collected in one step). */
  readonly cashCollected?: number;
}

/** The status that undoes `last`, when it is a status step forward that moved no money and was not itself an undo. */
export function undoOf(last: LastChange | undefined): OrderStatus | undefined {
  if (!last || last.change !== 'status' || last.undo || last.cashCollected !== undefined) return undefined;
  const back = stepBack[last.to as OrderStatus];
  return back !== undefined && back === last.from ? back : undefined;
}

/** Whether moving from `from` to `to` is a move back (what only an undo may do). */
export function isStepBack(from: OrderStatus, to: OrderStatus): boolean {
  return stepBack[from] === to;
}

/** Whether an operator may move the order from `from` back to `to` as the undo of its last change, at `now`. */
export function checkUndo(from: OrderStatus, to: OrderStatus, last: LastChange | undefined, now: Date): MoveResult {
  const refusal = {
    ok: false as const,
    reason: `An order that is ${orderStatusLabels[from].toLowerCase()} cannot be moved back to ${orderStatusLabels[to].toLowerCase()}.`,
  };
  if (!isStepBack(from, to) || last?.to !== from || undoOf(last) !== to) return refusal;
  if (now.getTime() - Date.parse(last.at) > undoAcceptSeconds * 1000) {
    return { ok: false, reason: `The change to ${orderStatusLabels[from].toLowerCase()} can be undone only within ${undoAcceptSeconds / 60} minutes.` };
  }
  return { ok: true };
}

/** The policy: a customer may cancel up to 48 hours before the start of the delivery day. */
export const customerCancelHours = 48;

/**
 * The day the cancel deadline counts back from: the booked delivery day, or the party date for an order placed before
 * the delivery calendar (it has no slot). The one place that decides it: the API, the status page and the
 * confirmation all ask it.
 */
export function cancelDeadlineDay(order: { readonly deliverySlot?: Pick<DeliverySlot, 'date'>; readonly eventDate: string }): string {
  return order.deliverySlot?.date ?? order.eventDate;
}

/**
 * The last moment a customer may cancel: 48 hours before the start of `day` (the delivery day, see cancelDeadlineDay)
 * in Mumbai, for a date written `YYYY-MM-DD`.
 */
export function customerCancelDeadline(day: string): Date {
  if (!isCalendarDate(day)) throw new RangeError(`Not a delivery or event date: ${day}`);
  return new Date(startOfMumbaiDay(day).getTime() - customerCancelHours * 3_600_000);
}

/**
 * The cancel deadline as customers read it, "until 11:59 pm on Wed 2 Dec": the last whole minute in Mumbai, never an
 * ambiguous "12:00 am".
 */
export function formatCancelDeadline(deadline: Date): string {
  const { date, time } = mumbaiClock(new Date(deadline.getTime() - 60_000));
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twelveHour = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  return `until ${twelveHour} on ${formatShortDate(date)}`;
}

/**
 * Whether the customer may still cancel online: the order has not left the shop, the deadline has not passed, and a
 * personalised box (made for this party: a name on the decor, cake details) is not packed yet. The refusal says why;
 * the status page adds how to reach the shop.
 */
export function checkCustomerCancel(status: OrderStatus, deadlineDay: string, now: Date, personalised = false): MoveResult {
  if (!orderMoves[status].includes('cancelled')) {
    return { ok: false, reason: `This order is ${orderStatusLabels[status].toLowerCase()} and can no longer be cancelled.` };
  }
  if (personalised && status === 'packed') {
    return { ok: false, reason: 'This box was personalised for your party and is already packed, so it can no longer be cancelled online.' };
  }
  if (now.getTime() > customerCancelDeadline(deadlineDay).getTime()) {
    return { ok: false, reason: `Orders can be cancelled up to ${customerCancelHours} hours before delivery; please call us instead.` };
  }
  return { ok: true };
}

/** Whether the order is not packed yet (placed or confirmed): what a message's link may still cancel. */
export function isBeforePacking(status: OrderStatus): boolean {
  const step = (orderProgress as readonly OrderStatus[]).indexOf(status);
  return step >= 0 && step < orderProgress.indexOf('packed');
}

/** Whether a party's details make its box personalised (made for this party, so not cancelled once packed). */
export function isPersonalised(details: { readonly decorName?: string; readonly cakeDetails?: string }): boolean {
  return Boolean(details.decorName?.trim() || details.cakeDetails?.trim());
}

/** The payment statuses an operator may set now, given where the order stands (what the console offers). */
export function allowedPaymentStatuses(orderStatus: OrderStatus, from: OrderPaymentStatus): OrderPaymentStatus[] {
  return paymentMoves[from].filter((to) => checkPaymentMove(orderStatus, from, to).ok);
}

/** The refund policy's figures, written once: the status page, the console, the FAQ and the policy pages use them. */
export const refundPolicy = {
  /** A cancelled paid order is refunded in full to the way it was paid, within this many working days. */
  refundWorkingDays: '7 to 10',
  cancelHoursBeforeEvent: customerCancelHours,
} as const;

export * from './ledger';
export * from './payments';
export * from './refunds';
export * from './disputes';
export * from './delivery-calendar';
export { formatShortDate, isCalendarDate, mumbaiClock, shiftDate, startOfMumbaiDay, weekdayOf } from './calendar-dates';
export * from './delivery-day';
export * from './takings';
