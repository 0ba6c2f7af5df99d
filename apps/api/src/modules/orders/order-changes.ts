// The pure rules of an order's life: placing it (the record a completed checkout becomes), moving its status, setting
// its payment and the customer's cancel. Each answers the record or the one change to write, or why it is refused;
// the repository writes it (order-repository.ts). The rules themselves come from @partybox/order-lifecycle.
import type { MessageEvent } from '@partybox/catalog';
import { initialPaymentStatus, isPhone, normalisePhone, type PaymentMethod } from '@partybox/contracts';
import {
  checkCustomerCancel,
  checkDeliveredWithCash,
  checkOrderMove,
  checkPaymentMove,
  checkUndo,
  isPaymentDue,
  isStepBack,
  paymentStatusLabels,
  type DeliverySlot,
  type OrderPaymentStatus,
  type OrderStatus,
} from '@partybox/order-lifecycle';
import type { CustomizationRecord, DeliveryRecord, OrderHistoryRecord, OrderRecord } from '../../platform/db/records';
import { messagesPending } from '../../platform/db/tables';
import { requestHash } from '../../platform/db/request-hash';
import { accessTokenFor, sha256Hex } from './order-access';
import { manualPaymentReferenceMessage } from '@partybox/contracts/payments';
import { lastChangeOf, linkEntry, paymentEntry, paymentLinkEntry, placedEntry, statusEntry } from './order-history';
import { listingAttributes, type ListingAttributes } from './order-listing';
import type { PricedOrder } from './order-pricing';
import { cancelDayOf, statusOf, versionOf } from './order-views';
import { contactOf, teamEntry } from '../messages';
import { firstTextsDueAt, paymentReminderAt, placedMessages } from './placed-messages';
import { balanceDueOf } from './payment-views';
import type { OpenedPaymentLink } from './payment-link-port';

/** One change of an order: what it sets, the history line, and the customer message it causes (if any). */
export interface OrderChange {
  readonly expectedVersion: number;
  readonly attribute: 'Status' | 'PaymentStatus' | 'LinkVersion' | 'PaymentLinkSentAt' | 'Total';
  /** What `attribute` is set to (default: the history line's `To`). */
  readonly value?: unknown;
  readonly history: OrderHistoryRecord;
  /** The event whose texts the customer gets, or none. */
  readonly notify?: MessageEvent;
  /** Its {amount} (rupees) and {link} when not the order's total and status page (a Payment Link for what is due). */
  readonly notifyAmount?: number;
  readonly notifyLink?: string;
  /** The team's alert the change causes: only for what the customer did, never for the team's own action. */
  readonly alertTeam?: MessageEvent;
  /** The message's {reason} when it is not a cancellation's (an edit: what changed). */
  readonly notifyReason?: string;
  /** Set with the change (the cancellation's reason). */
  readonly cancelReason?: string;
  /** For an order stored before the console: its listing attributes, written with its first change. */
  readonly backfill?: ListingAttributes;
  /** Further attributes the change sets and removes (a hand-marked payment's reference). */
  readonly alsoSet?: Readonly<Record<string, unknown>>;
  readonly alsoRemove?: readonly string[];
}

/** A change, or why it may not be made (and which field of the request asked for it). */
export type ChangeOutcome = { readonly ok: true; readonly change: OrderChange } | { readonly ok: false; readonly field: string; readonly reason: string };

/** What a completed checkout holds: everything an order is made of. */
export interface Placement {
  readonly id: string;
  readonly orderNumber: string;
  readonly placedAt: Date;
  /** The placement day in India (YYYY-MM-DD): the event date of an order without party details. */
  readonly placedOn: string;
  readonly checkoutId: string;
  /** The signed-in customer who owns the checkout; absent for a guest's. */
  readonly customerId?: string;
  readonly priced: PricedOrder;
  readonly customization?: {
    readonly id: string;
    readonly record: Pick<CustomizationRecord, 'EventDate' | 'email' | 'Name' | 'Phone' | 'DecorName' | 'Occasion'>;
  };
  readonly delivery: { readonly id: string; readonly record: Pick<DeliveryRecord, 'Name' | 'PhoneNumber' | 'Details'> };
  readonly payment: { readonly method: PaymentMethod; readonly bank?: string };
  /** Whether the party's details make the box personalised (a name on the decor, cake details). */
  readonly personalised?: boolean;
  /** The operator who took the order by phone (a draft order); the customer placed it when absent. */
  readonly placedBy?: string;
  /** The delivery reserved on the calendar (absent only for checkouts completed before the calendar). */
  readonly deliverySlot?: DeliverySlot;
  /**
   * The Razorpay order reservation of the complete that places an online order (see PaymentAttempts.start): held in
   * the placement's own write, so creating the first Razorpay order needs no write of its own to reserve it.
   */
  readonly gatewayReservation?: { readonly Token: string; readonly At: string };
  /**
   * The first Razorpay order, opened by the complete that places an online order before it writes the order
   * (PaymentAttempts.openBeforePlacing): recorded in the placement's own write, so the order needs no write after it.
   */
  readonly gatewayOrder?: { readonly Id: string; readonly AmountPaise: number; readonly At: string };
  readonly newId: () => string;
}

/** The payment reminder a placement owes (an online order's), as the order's attribute. */
function reminderOf(method: Placement['payment']['method'], placedAt: Date): Pick<OrderRecord, 'PaymentReminderAt'> {
  const at = paymentReminderAt(method, placedAt);
  return at ? { PaymentReminderAt: at } : {};
}

/**
 * The order record of a placement: keyed by its own id (so every read by id is a GetItem), priced by the server, with
 * its placement's history line and first messages in the same item.
 */
export function placeOrder(placement: Placement): OrderRecord {
  const { id, orderNumber, placedAt, checkoutId, payment } = placement;
  const at = placedAt.toISOString();
  const listing = listingAttributes(orderNumber, placement.placedOn, placement.customization?.record, placement.delivery.record, placement.deliverySlot?.date);
  const guestPhone = placement.customerId ? undefined : normalisePhone(placement.delivery.record.PhoneNumber);
  // The customer is paying online right now (their checkout's complete opened or reserved the Razorpay order): the first
  // texts wait for the payment's outcome, so they say "paid" or "payment pending", never the latter mid-payment.
  const online = payment.method !== 'cod';
  const gatewayOrder = online ? placement.gatewayOrder : undefined;
  const firstTextsAt = firstTextsDueAt(placedAt, online && (placement.gatewayReservation !== undefined || gatewayOrder !== undefined));
  return {
    IdempotencyKey: id,
    id,
    CheckoutHash: sha256Hex(checkoutId),
    AccessTokenHash: sha256Hex(accessTokenFor(checkoutId, id)),
    OrderNumber: orderNumber,
    ...placement.priced,
    DeliveryId: placement.delivery.id,
    ...(placement.customization && { CustomizationId: placement.customization.id }),
    ...(placement.customerId && { CustomerId: placement.customerId }),
    ...(guestPhone && isPhone(guestPhone) && { Phone: guestPhone }),
    PaymentMethod: payment.method,
    PaymentStatus: initialPaymentStatus(payment.method),
    ...(payment.method === 'netbanking' && payment.bank && { Bank: payment.bank }),
    ...(placement.gatewayReservation && online && !gatewayOrder && { GatewayOrderReservation: placement.gatewayReservation }),
    // Awaiting its payment at the gateway: in the reconciliation's "open" list from the start (PaymentService.derived).
    ...(gatewayOrder && { GatewayOrders: [gatewayOrder], PaymentOpen: 'open' as const }),
    Status: 'placed',
    ...(placement.personalised && { Personalised: true }),
    ...(placement.deliverySlot && {
      DeliverySlot: { Date: placement.deliverySlot.date, SlotId: placement.deliverySlot.slotId, Label: placement.deliverySlot.label },
    }),
    Version: 0,
    ...listing,
    History: [placedEntry(at, placement.placedBy)],
    Outbox: [
      ...placedMessages(payment.method, contactOf(listing), placedAt, placement.newId, firstTextsAt),
      teamEntry('team-new-order', firstTextsAt, placement.newId),
    ],
    ...reminderOf(payment.method, placedAt),
    // Due now even while the first texts wait for the payment: the dispatcher reads the order each round and finds
    // nothing due until they are (see readAgainWithinMs), so the payment's write that makes them due now moves no entry.
    MessagesPending: messagesPending,
    MessagesDueAt: at,
    CreatedAt: at,
    // The same for every attempt to write this order (a racing complete rebuilds it from the same checkout).
    RequestHash: requestHash({ checkout: sha256Hex(checkoutId), order: id }),
  };
}

/** The events a status or payment change tells the customer about. */
const statusEvents: Partial<Record<OrderStatus, MessageEvent>> = {
  confirmed: 'confirmed',
  packed: 'packed',
  'out-for-delivery': 'out-for-delivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
};
const paymentEvents: Partial<Record<OrderPaymentStatus, MessageEvent>> = { paid: 'paid' };

/** What an operator asks of an order's status. */
export interface StatusRequest {
  readonly to: OrderStatus;
  readonly reason?: string;
  readonly expectedVersion: number;
  /** Delivered with its cash collected (a cash-on-delivery order): one change, one history line. */
  readonly collectCash?: boolean;
}

/**
 * An operator moves the order's status: a step forward the lifecycle allows (a cancel needs a reason; a fully refunded
 * order is not made), delivered with its cash collected in the same write, or a step back that undoes the order's last
 * change (no text to the customer: nothing new happened to their order).
 */
export function moveOrder(order: OrderRecord, request: StatusRequest, by: string, now: Date): ChangeOutcome {
  const reason = request.reason?.trim() || undefined;
  const from = statusOf(order);
  const paymentStatus = order.PaymentStatus as OrderPaymentStatus;
  const at = now.toISOString();
  if (isStepBack(from, request.to)) {
    const undo = checkUndo(from, request.to, lastChangeOf(order), now);
    if (!undo.ok) return { ok: false, field: 'to', reason: undo.reason };
    return {
      ok: true,
      change: { expectedVersion: request.expectedVersion, attribute: 'Status', history: statusEntry(at, by, from, request.to, undefined, { undo: true }) },
    };
  }
  if (request.collectCash) {
    const cash =
      request.to === 'delivered' ? checkDeliveredWithCash(from, paymentStatus) : { ok: false as const, reason: 'Cash is collected only with a delivery.' };
    if (!cash.ok) return { ok: false, field: 'collectCash', reason: cash.reason };
    return {
      ok: true,
      change: {
        expectedVersion: request.expectedVersion,
        attribute: 'Status',
        history: statusEntry(at, by, from, 'delivered', undefined, { cashCollected: order.Total }),
        notify: 'delivered',
        alsoSet: { PaymentStatus: 'collected-on-delivery' },
      },
    };
  }
  const allowed = checkOrderMove(from, request.to, reason, paymentStatus);
  if (!allowed.ok) return { ok: false, field: request.to === 'cancelled' && !reason ? 'reason' : 'to', reason: allowed.reason };
  return {
    ok: true,
    change: {
      expectedVersion: request.expectedVersion,
      attribute: 'Status',
      history: statusEntry(at, by, from, request.to, reason),
      ...(statusEvents[request.to] && { notify: statusEvents[request.to] }),
      ...(request.to === 'cancelled' && reason && { cancelReason: reason }),
    },
  };
}

/** An operator sets the order's payment status. */
export function payOrder(
  order: OrderRecord,
  request: { to: OrderPaymentStatus; expectedVersion: number; reference?: string },
  by: string,
  now: Date,
): ChangeOutcome {
  const from = order.PaymentStatus as OrderPaymentStatus;
  const allowed = checkPaymentMove(statusOf(order), from, request.to);
  if (!allowed.ok) return { ok: false, field: 'to', reason: allowed.reason };
  const reference = request.reference?.trim();
  if (request.to === 'paid' && !reference) return { ok: false, field: 'reference', reason: manualPaymentReferenceMessage };
  return {
    ok: true,
    change: {
      expectedVersion: request.expectedVersion,
      attribute: 'PaymentStatus',
      history: {
        ...paymentEntry(now.toISOString(), by, from, request.to),
        ...(reference && request.to === 'paid' && { Reason: `Received outside the gateway: ${reference}` }),
      },
      ...(paymentEvents[request.to] && { notify: paymentEvents[request.to] }),
      // Money received outside the gateway: kept with the order, and reconciliation stops looking for a payment.
      ...(reference && request.to === 'paid' && { alsoSet: { ManualPaymentReference: reference }, alsoRemove: ['PaymentOpen'] }),
    },
  };
}

/** The customer cancels, while the policy allows it. */
export function cancelOrder(order: OrderRecord, reason: string, by: string, now: Date): ChangeOutcome {
  const from = statusOf(order);
  const allowed = checkCustomerCancel(from, cancelDayOf(order), now, order.Personalised === true);
  if (!allowed.ok) return { ok: false, field: 'status', reason: allowed.reason };
  return {
    ok: true,
    change: {
      expectedVersion: versionOf(order),
      attribute: 'Status',
      history: statusEntry(now.toISOString(), by, from, 'cancelled', reason),
      notify: 'cancelled',
      alertTeam: 'team-cancelled',
      cancelReason: reason,
    },
  };
}

/**
 * An operator renews the status page link: the order's LinkVersion goes up (every earlier link stops working; the
 * checkout's access token is untouched) and the customer gets a message with the new link.
 */
export function rotateLink(order: OrderRecord, request: { expectedVersion: number }, by: string, now: Date): ChangeOutcome {
  const next = (order.LinkVersion ?? 0) + 1;
  return {
    ok: true,
    change: {
      expectedVersion: request.expectedVersion,
      attribute: 'LinkVersion',
      value: next,
      history: linkEntry(now.toISOString(), by, next),
      notify: 'link-renewed',
    },
  };
}

/**
 * An operator sends the customer the link to pay: the Razorpay Payment Link for what is still due (`opened`, kept with
 * the order), or, without a gateway, their status page (where "Pay now" opens the checkout); only while the order owes
 * money online (the one rule of the status page's amount due). The text is skipped if the order is paid or cancelled
 * before it goes.
 */
export function sendPaymentLink(order: OrderRecord, request: { expectedVersion: number }, by: string, now: Date, opened?: OpenedPaymentLink): ChangeOutcome {
  const online = order.PaymentMethod !== 'cod';
  const paymentStatus = order.PaymentStatus as OrderPaymentStatus;
  // The whole total before any payment, or the balance an edit added to a paid order.
  if (!isPaymentDue({ online, paymentStatus, orderStatus: statusOf(order) }) && balanceDueOf(order) === 0) {
    const why = !online
      ? 'it is paid on delivery'
      : statusOf(order) === 'cancelled' || statusOf(order) === 'delivered'
        ? `it is ${statusOf(order)}`
        : `its payment is ${paymentStatusLabels[paymentStatus]?.toLowerCase() ?? paymentStatus}`;
    return { ok: false, field: 'payment', reason: `Nothing to pay online on this order: ${why}.` };
  }
  const at = now.toISOString();
  return {
    ok: true,
    change: {
      expectedVersion: request.expectedVersion,
      attribute: 'PaymentLinkSentAt',
      value: at,
      history: paymentLinkEntry(at, by),
      notify: 'payment-link',
      notifyAmount: opened?.amountRupees ?? order.Total,
      ...(opened && { notifyLink: opened.link.ShortUrl, alsoSet: { PaymentLinks: opened.links } }),
    },
  };
}
