// What crosses the wire between the operations console (/admin), the customer's order status page (/orders/:number)
// and the API. The shapes are agreed here first; the API adds their JSON Schemas beside its routes.
//
// Admin endpoints (every one checks the Cognito group `operators` on the server: anonymous 401, a customer 403):
//   GET  /api/admin/orders?status=&from=&to=&paymentMethod=&q=&cursor=&limit=   -> AdminOrderPage
//        upcoming first (event date ascending from today, by default); `q` is an order number or a phone number;
//        `from`/`to` are event dates (YYYY-MM-DD); `cursor` is the previous page's `nextCursor`.
//   GET  /api/admin/orders/:orderNumber                                           -> AdminOrderDetail
//   POST /api/admin/orders/:orderNumber/notes    body OrderNoteRequest            -> AdminOrderDetail (operators only)
//   GET  /api/admin/slips?date=YYYY-MM-DD                                          -> PackingSlips (confirmed orders)
//   POST /api/admin/orders/:orderNumber/status   body OrderStatusChange           -> AdminOrderDetail | 409 conflict
//   POST /api/admin/orders/:orderNumber/payment  body PaymentStatusChange         -> AdminOrderDetail | 409 conflict
//   POST /api/admin/orders/:orderNumber/refunds  body OperatorRefundRequest       -> AdminOrderDetail | 409 conflict
//   (the payment endpoints are listed in ./payments.ts)
//   GET  /api/admin/inbox/:kind?handled=false&cursor=                              -> InboxPage
//   GET  /api/admin/inbox/:kind/:id                                                -> InboxItem
//   POST /api/admin/inbox/:kind/:id/handled      body { handled: boolean }         -> InboxItem
//   GET  /api/admin/subscribers.csv                                                -> text/csv
// Customer endpoints (the signed-in owner, or anyone presenting the order's access token as `Order-Access-Token`):
//   GET  /api/orders/by-number/:orderNumber                                        -> CustomerOrderStatus (404 otherwise)
//   POST /api/orders/by-number/:orderNumber/cancel  body { reason?: string }       -> CustomerOrderStatus | 409 not allowed
// A 409 has the API's one error shape with `error: 'conflict'` and the message "This order was changed by someone else.
// Reload it to see the change." (operators) or the lifecycle's refusal reason (customers).
import type { OrderStatus, OrderPaymentStatus } from '@partybox/order-lifecycle';
import type { DeliverySlot } from '@partybox/order-lifecycle';
import type { PaymentMethod } from './payment';
import { paymentStatusChangeRuleProblems, type AdminPayment, type CustomerPayment } from './payments';
import { mergeProblems } from './validate';
import {
  validateCustomerCancel as validateCustomerCancelRequest,
  validateInboxHandled as validateInboxHandledRequest,
  validateOrderStatusChange as validateOrderStatusChangeRequest,
  validatePaymentStatusChange as validatePaymentStatusChangeRequest,
  validateOrderNote as validateOrderNoteRequest,
  validateLinkRotation as validateLinkRotationRequest,
} from './generated/operations-validators.js';
import type { GeneratedValidator } from './generated/validators.js';
import { toFieldErrors } from './field-errors';
import {
  customerCancelSchema,
  inboxHandledSchema,
  linkRotationSchema,
  orderNoteSchema,
  orderStatusChangeSchema,
  paymentStatusChangeSchema,
} from './schemas/operations';
import type { Validation } from './validate';

export type { OrderStatus, OrderPaymentStatus };
export { orderStatusLabels, paymentStatusLabels } from '@partybox/order-lifecycle';

/** One line of an order's history: who changed what, and when. */
export interface OrderHistoryEntry {
  readonly at: string;
  /** The operator's name, "Customer" (the storefront's placement, the customer's cancel) or "Shop" (older orders' placement). */
  readonly by: string;
  readonly change: 'placed' | 'status' | 'payment' | 'link' | 'payment-link';
  readonly from?: string;
  readonly to: string;
  readonly reason?: string;
  /** The line in words, like "Placed by the customer" or "Confirmed by Priya" (written by the API's orders module). */
  readonly summary?: string;
}

export interface OrderAddon {
  readonly key: string;
  readonly label: string;
  readonly price: number;
}

/** One part of what a theme's box holds, from the catalog (what the packing slip lists before the add-ons). */
export interface BoxContentsPart {
  readonly title: string;
  readonly description: string;
}

export interface OrderBox {
  readonly themeId: string;
  readonly themeName: string;
  /** The theme's own contents from the catalog (the console's order and slip; absent for a theme no longer listed). */
  readonly contents?: readonly BoxContentsPart[];
  readonly quantity: number;
  readonly basePrice: number;
  readonly addons: readonly OrderAddon[];
  readonly unitPrice: number;
  readonly lineTotal: number;
}

/** A row of the console's order list. */
export interface AdminOrderSummary {
  readonly orderNumber: string;
  /** The party's date, YYYY-MM-DD. */
  readonly eventDate: string;
  /** When the box is delivered; absent on orders placed before the delivery calendar ("to be agreed"). */
  readonly deliverySlot?: DeliverySlot;
  readonly customerName: string;
  readonly phone: string;
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  readonly paymentStatus: OrderPaymentStatus;
  readonly total: number;
  readonly createdAt: string;
  /** Whether the order's payment needs an operator (a wrong amount, a second payment, a failed refund). */
  readonly paymentNeedsAttention?: boolean;
  /** The boxes' theme names, in the order's order: what the team makes. */
  readonly themeNames?: readonly string[];
}

export interface AdminOrderPage {
  readonly items: readonly AdminOrderSummary[];
  readonly nextCursor?: string;
}

/** The party as the customer described it when saving the customization: everything the team needs to make the box. */
export interface OrderParty {
  readonly occasion: string;
  /** The name the customization was saved under (who the party is for, or who planned it). */
  readonly guestName: string;
  readonly phone?: string;
  readonly email?: string;
  readonly eventTime?: string;
  readonly guests?: number;
  readonly age?: number;
  readonly favoriteColor?: string;
  readonly venue?: string;
  readonly venueType?: string;
  readonly returnGiftQty?: number;
  readonly entertainment?: string;
  /** The name to print on the decor. */
  readonly decorName?: string;
  readonly cakeDetails?: string;
  /** The customer's instructions. */
  readonly notes?: string;
}

/** An operator's internal note on an order: never shown to the customer. */
export interface OrderNote {
  readonly at: string;
  readonly by: string;
  readonly text: string;
  /** Printed on the packing slip, for whoever packs and delivers the box. */
  readonly forPacking?: boolean;
}

/** The body of POST /api/admin/orders/:orderNumber/notes. */
export interface OrderNoteRequest {
  readonly text: string;
  readonly forPacking?: boolean;
}

export interface AdminOrderDetail extends AdminOrderSummary {
  /** Sent back with every change, so a change made meanwhile by another operator is refused (409). */
  readonly version: number;
  readonly boxes: readonly OrderBox[];
  readonly extras: readonly OrderAddon[];
  readonly subtotal: number;
  readonly shipping: number;
  readonly party: OrderParty;
  /** Made for this party (a name on the decor, cake details): not cancellable by the customer once packed. */
  readonly personalised: boolean;
  /** The team's internal notes, oldest first. */
  readonly notes: readonly OrderNote[];
  readonly delivery: {
    readonly name: string;
    readonly phone: string;
    readonly email: string;
    readonly address: string;
  };
  readonly bank?: string;
  readonly cancelReason?: string;
  readonly history: readonly OrderHistoryEntry[];
  /** The statuses this order may be moved to now. */
  readonly nextStatuses: readonly OrderStatus[];
  readonly nextPaymentStatuses: readonly OrderPaymentStatus[];
  /** Payment attempts, refunds, what may be refunded and what needs attention (empty lists for cash on delivery). */
  readonly payment: AdminPayment;
}

export interface OrderStatusChange {
  readonly to: OrderStatus;
  readonly expectedVersion: number;
  /** Required when cancelling. */
  readonly reason?: string;
}

export interface PaymentStatusChange {
  readonly to: OrderPaymentStatus;
  readonly expectedVersion: number;
  /** Required to mark paid by hand: the reference of money received outside the gateway (UPI ref, UTR, receipt). */
  readonly reference?: string;
}

/** The packing slips of one event date: every confirmed order of that day, in the order list's order. */
export interface PackingSlips {
  readonly date: string;
  readonly orders: readonly AdminOrderDetail[];
}

/** The console's inboxes: contact messages, custom requests, theme suggestions and newsletter subscribers. */
export const inboxKinds = ['contact', 'custom', 'suggestions', 'subscribers'] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** How the console shows a field's value: a day (YYYY-MM-DD), a time of day (HH:MM), a moment (ISO), a 10-digit phone. */
export const inboxFieldFormats = ['date', 'time', 'moment', 'phone'] as const;
export type InboxFieldFormat = (typeof inboxFieldFormats)[number];

export interface InboxField {
  readonly label: string;
  readonly value: string;
  readonly format?: InboxFieldFormat;
}

export interface InboxItem {
  readonly id: string;
  readonly kind: InboxKind;
  readonly receivedAt: string;
  /** Who sent it: a name, or the address for a subscriber. */
  readonly from: string;
  readonly phone?: string;
  readonly email?: string;
  /** A one-line summary for the list. */
  readonly subject: string;
  /** Every field as label/value pairs, for the item's detail ('' when the customer gave none). */
  readonly fields: readonly InboxField[];
  readonly handled: boolean;
  readonly handledBy?: string;
  readonly handledAt?: string;
}

export interface InboxPage {
  readonly items: readonly InboxItem[];
  readonly nextCursor?: string;
}

/** What the customer's status page shows. */
export interface CustomerOrderStatus {
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  readonly paymentStatus: OrderPaymentStatus;
  readonly eventDate: string;
  /** When the box is delivered; absent on orders placed before the delivery calendar ("to be agreed"). */
  readonly deliverySlot?: DeliverySlot;
  readonly boxes: readonly OrderBox[];
  readonly extras: readonly OrderAddon[];
  readonly subtotal: number;
  readonly shipping: number;
  readonly total: number;
  readonly cancelReason?: string;
  /** Each status the order has reached, oldest first. */
  readonly timeline: readonly { readonly status: OrderStatus; readonly at: string }[];
  /** Whether the cancel button is offered now, and until when (ISO). */
  readonly cancellable: boolean;
  readonly cancelDeadline: string;
  /** Why the customer can no longer cancel online (the lifecycle's reason), when they cannot. */
  readonly cancelRefusal?: string;
  /** The money: status, what is due, attempts, refunds, whether "Pay now" is offered, where the money is. */
  readonly payment: CustomerPayment;
}

// Request validation, shared by the console, the status page and the API (the same precompiled functions).
export * from './schemas/operations';

/** The body of POST /api/orders/by-number/:orderNumber/cancel. */
export interface CustomerCancelRequest {
  readonly reason?: string;
}

/** The body of POST /api/admin/orders/:orderNumber/link (an operator renews the status page link). */
export interface LinkRotationRequest {
  readonly expectedVersion: number;
}

/** The body of POST /api/admin/inbox/:kind/:id/handled. */
export interface InboxHandledChange {
  readonly handled: boolean;
}

/** The precompiled validator of each operations request schema, by the schema's `$id` (the API hands them to Fastify). */
export const operationsValidatorsById: Readonly<Record<string, GeneratedValidator>> = {
  [orderStatusChangeSchema.$id]: validateOrderStatusChangeRequest,
  [paymentStatusChangeSchema.$id]: validatePaymentStatusChangeRequest,
  [inboxHandledSchema.$id]: validateInboxHandledRequest,
  [customerCancelSchema.$id]: validateCustomerCancelRequest,
  [orderNoteSchema.$id]: validateOrderNoteRequest,
  [linkRotationSchema.$id]: validateLinkRotationRequest,
};

function bySchema<T>(validator: GeneratedValidator, schema: object, input: unknown): Validation<T> {
  if (validator(input)) return { ok: true, value: input as T };
  return { ok: false, errors: toFieldErrors(schema, validator.errors ?? []) };
}

export const validateOrderStatusChange = (input: unknown) => bySchema<OrderStatusChange>(validateOrderStatusChangeRequest, orderStatusChangeSchema, input);
/** Validates a payment change: the schema, then the reference that marking paid by hand needs. */
export function validatePaymentStatusChange(input: unknown): Validation<PaymentStatusChange> {
  const result = bySchema<PaymentStatusChange>(validatePaymentStatusChangeRequest, paymentStatusChangeSchema, input);
  const ruleErrors = paymentStatusChangeRuleProblems(input);
  if (result.ok && ruleErrors.length === 0) return result;
  return { ok: false, errors: mergeProblems(result.ok ? [] : result.errors, ruleErrors) };
}
export const validateInboxHandled = (input: unknown) => bySchema<InboxHandledChange>(validateInboxHandledRequest, inboxHandledSchema, input);
export const validateOrderNote = (input: unknown) => bySchema<OrderNoteRequest>(validateOrderNoteRequest, orderNoteSchema, input);
export const validateCustomerCancel = (input: unknown) => bySchema<CustomerCancelRequest>(validateCustomerCancelRequest, customerCancelSchema, input);

/** The 409 message an operator gets when the order changed since they loaded it. */
export const changedBySomeoneElseMessage = 'This order was changed by someone else. Reload it to see the change.';
