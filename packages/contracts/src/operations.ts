// What crosses the wire between the operations console (/admin), the customer's order status page (/orders/:number)
// and the API. Each answer and request is one JSON Schema (schemas/orders.ts, schemas/inbox.ts, schemas/operations.ts)
// that the API declares on its route; the types here are derived from them (FromSchema), never written beside them.
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
import type { FromSchema } from 'json-schema-to-ts';
import type { OrderStatus, OrderPaymentStatus } from '@partybox/order-lifecycle';
import { paymentStatusChangeRuleProblems } from './payments';
import { mergeProblems, type Plain } from './validate';
import {
  validateCustomerCancel as validateCustomerCancelRequest,
  validateInboxHandled as validateInboxHandledRequest,
  validateOrderStatusChange as validateOrderStatusChangeRequest,
  validatePaymentStatusChange as validatePaymentStatusChangeRequest,
  validateOrderNote as validateOrderNoteRequest,
  validateOrderEdit as validateOrderEditRequest,
  validateCustomerEdit as validateCustomerEditRequest,
  validateCustomQuote as validateCustomQuoteRequest,
} from './generated/operations-validators.js';
import type { GeneratedValidator } from './generated/validators.js';
import { toFieldErrors } from './field-errors';
import {
  customQuoteSchema,
  customerCancelSchema,
  inboxHandledSchema,
  customerEditSchema,
  linkRotationSchema,
  orderEditSchema,
  orderNoteSchema,
  orderStatusChangeSchema,
  paymentStatusChangeSchema,
} from './schemas/operations';
import type { inboxFieldFormats, inboxFieldSchema, inboxItemSchema, inboxKinds, inboxPageSchema } from './schemas/inbox';
import type {
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminOrderSummarySchema,
  boxContentsPartSchema,
  customerOrderStatusSchema,
  orderBoxSchema,
  orderHistoryEntrySchema,
  orderEditPreviewSchema,
  orderPartySchema,
  packingSlipsSchema,
  teamNoteSchema,
} from './schemas/orders';
import type { orderedAddonSchema } from './schemas/responses';
import type { Validation } from './validate';

export type { OrderStatus, OrderPaymentStatus };
export { orderStatusLabels, paymentStatusLabels } from '@partybox/order-lifecycle';

/** The order answers, declared once as the JSON Schemas in schemas/orders.ts (the API declares them on its routes). */
export type OrderHistoryEntry = FromSchema<typeof orderHistoryEntrySchema>;
export type OrderAddon = FromSchema<typeof orderedAddonSchema>;
/** One part of what a theme's box holds, from the catalog (what the packing slip lists before the add-ons). */
export type BoxContentsPart = FromSchema<typeof boxContentsPartSchema>;
export type OrderBox = FromSchema<typeof orderBoxSchema>;
/** A row of the console's order list. */
export type AdminOrderSummary = FromSchema<typeof adminOrderSummarySchema>;
export type AdminOrderPage = FromSchema<typeof adminOrderPageSchema>;
/** The party as the customer described it when saving the customization: everything the team needs to make the box. */
export type OrderParty = FromSchema<typeof orderPartySchema>;
/** An operator's internal note on an order: never shown to the customer. */
export type OrderNote = FromSchema<typeof teamNoteSchema>;
/** The console's order page: the summary's fields, the version to send back, the party, delivery, history and payment. */
export type AdminOrderDetail = FromSchema<typeof adminOrderDetailSchema>;
/** The packing slips of one delivery day: every order going out that day, in the order list's order. */
export type PackingSlips = FromSchema<typeof packingSlipsSchema>;
/** What the customer's status page shows. */
export type CustomerOrderStatus = FromSchema<typeof customerOrderStatusSchema>;

/** The inbox answers, declared once as the JSON Schemas in schemas/inbox.ts. */
export type InboxKind = (typeof inboxKinds)[number];
export type InboxFieldFormat = (typeof inboxFieldFormats)[number];
export type InboxField = FromSchema<typeof inboxFieldSchema>;
export type InboxItem = FromSchema<typeof inboxItemSchema>;
export type InboxPage = FromSchema<typeof inboxPageSchema>;

/** The answer to an order edit's preview: the new total, the difference and how it is settled. */
export type OrderEditPreview = FromSchema<typeof orderEditPreviewSchema>;

/** The request bodies, declared once as the JSON Schemas in schemas/operations.ts. */
export type OrderStatusChange = Plain<typeof orderStatusChangeSchema>;
export type PaymentStatusChange = Plain<typeof paymentStatusChangeSchema>;
/** The body of POST /api/admin/orders/:orderNumber/notes. */
export type OrderNoteRequest = Plain<typeof orderNoteSchema>;
/** The body of POST /api/orders/by-number/:orderNumber/cancel. */
export type CustomerCancelRequest = Plain<typeof customerCancelSchema>;
/** The body of POST /api/admin/orders/:orderNumber/link (an operator renews the status page link). */
export type LinkRotationRequest = Plain<typeof linkRotationSchema>;
/** The body of POST /api/admin/orders/:orderNumber/edit (an operator changes a placed order). */
export type OrderEditRequest = Plain<typeof orderEditSchema>;
/** The body of POST /api/orders/by-number/:orderNumber/edit (the customer changes the personalisation). */
export type CustomerEditRequest = Plain<typeof customerEditSchema>;
export type CustomQuoteRequest = Plain<typeof customQuoteSchema>;
/** The body of POST /api/admin/inbox/:kind/:id/handled. */
export type InboxHandledChange = Plain<typeof inboxHandledSchema>;

// Request validation, shared by the console, the status page and the API (the same precompiled functions).
export * from './schemas/operations';
// The answers' schemas are their own entries (@partybox/contracts/order-answers, /inbox-answers): only the API loads
// them; the web takes their types from here, so no page carries the schemas.
export { inboxFieldFormats, inboxKinds } from './schemas/inbox';

/** Validates the team's quote for a /custom request, as the console's form and the API both do. */
export function validateCustomQuote(input: unknown): Validation<CustomQuoteRequest> {
  return bySchema<CustomQuoteRequest>(validateCustomQuoteRequest, customQuoteSchema, input);
}

function bySchema<T>(validator: GeneratedValidator, schema: object, input: unknown): Validation<T> {
  if (validator(input)) return { ok: true, value: input as T };
  return { ok: false, errors: toFieldErrors(schema, validator.errors ?? []) };
}

export const validateOrderEdit = (input: unknown) => bySchema<OrderEditRequest>(validateOrderEditRequest, orderEditSchema, input);
export const validateCustomerEdit = (input: unknown) => bySchema<CustomerEditRequest>(validateCustomerEditRequest, customerEditSchema, input);
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
