// The JSON Schemas of the operations requests (/api/admin/* and the customer's cancel), shared by the console, the
// status page and the API. Compiled into their own module (src/generated/operations-validators.js).
import { orderStatuses, paymentStatuses } from '@partybox/order-lifecycle';

/** The longest cancellation reason kept (it is texted to the customer). */
export const maxReasonLength = 300;

const expectedVersion = {
  type: 'integer',
  title: 'Version',
  minimum: 0,
  errorMessage: 'Reload the order and try again',
} as const;

const reasonField = {
  type: 'string',
  title: 'Reason',
  maxLength: maxReasonLength,
  errorMessage: `Keep the reason under ${maxReasonLength} characters`,
} as const;

export const orderStatusChangeSchema = {
  $id: 'order-status-change',
  type: 'object',
  additionalProperties: false,
  required: ['to', 'expectedVersion'],
  properties: {
    to: { type: 'string', title: 'Status', enum: orderStatuses, errorMessage: 'Choose one of the order statuses' },
    expectedVersion,
    reason: reasonField,
    collectCash: {
      type: 'boolean',
      title: 'Cash collected',
      description: "With `to: 'delivered'` on a cash-on-delivery order: the order's cash was collected at the door.",
      errorMessage: 'Say whether the cash was collected',
    },
  },
} as const;

export const paymentStatusChangeSchema = {
  $id: 'payment-status-change',
  type: 'object',
  additionalProperties: false,
  required: ['to', 'expectedVersion'],
  properties: {
    to: { type: 'string', title: 'Payment status', enum: paymentStatuses, errorMessage: 'Choose one of the payment statuses' },
    expectedVersion,
    reference: {
      type: 'string',
      title: 'Reference',
      maxLength: 100,
      description: 'Required to mark paid by hand: where the money came from outside the gateway.',
      errorMessage: 'Keep the reference under 100 characters',
    },
  },
} as const;

export const inboxHandledSchema = {
  $id: 'inbox-handled',
  type: 'object',
  additionalProperties: false,
  required: ['handled'],
  properties: { handled: { type: 'boolean', title: 'Handled', errorMessage: 'Say whether the item is handled' } },
} as const;

/**
 * POST /api/admin/inbox/custom/:id/quote: the team's price for a /custom request (whole rupees) and a short description;
 * the customer is sent a Razorpay Payment Link for it.
 */
export const customQuoteSchema = {
  $id: 'custom-quote',
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'description'],
  properties: {
    amount: { type: 'integer', title: 'Price', minimum: 1, maximum: 1000000, errorMessage: 'Enter the price in whole rupees, from ₹1 to ₹10,00,000' },
    description: {
      type: 'string',
      title: 'Description',
      minLength: 3,
      maxLength: 160,
      pattern: '\\S',
      errorMessage: 'Describe what the price is for in 3 to 160 characters',
    },
  },
} as const;

export const customerCancelSchema = {
  $id: 'customer-cancel',
  type: 'object',
  additionalProperties: false,
  properties: { reason: reasonField },
} as const;

/** The longest internal note kept on an order. */
export const maxNoteLength = 1000;

export const orderNoteSchema = {
  $id: 'order-note',
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: {
    text: {
      type: 'string',
      title: 'Note',
      minLength: 1,
      maxLength: maxNoteLength,
      pattern: '\\S',
      errorMessage: `Write the note (up to ${maxNoteLength.toLocaleString('en-IN')} characters)`,
    },
    /** Printed on the order's packing slip (a note for whoever packs and delivers: "extra teal balloons"). */
    forPacking: { type: 'boolean', title: 'Print on the packing slip' },
  },
} as const;

/** The body of POST /api/admin/orders/:orderNumber/link: the order's version the operator saw. */
export const linkRotationSchema = {
  $id: 'order-link-rotation',
  type: 'object',
  additionalProperties: false,
  required: ['expectedVersion'],
  properties: { expectedVersion },
} as const;

/** Every operations request schema, by the name its generated validator is exported under. */
export const operationsRequestSchemas = {
  validateOrderStatusChange: orderStatusChangeSchema,
  validatePaymentStatusChange: paymentStatusChangeSchema,
  validateInboxHandled: inboxHandledSchema,
  validateCustomerCancel: customerCancelSchema,
  validateOrderNote: orderNoteSchema,
  validateLinkRotation: linkRotationSchema,
  validateCustomQuote: customQuoteSchema,
} as const;
