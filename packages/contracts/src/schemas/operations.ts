// The JSON Schemas of the operations requests (/api/admin/* and the customer's cancel), shared by the console, the
// status page and the API. Compiled into their own module (src/generated/operations-validators.js).
import { orderStatuses, paymentStatuses } from '@partybox/order-lifecycle';
import { deliveryDateField, deliverySlotField } from './calendar';
import { cartExtrasField, cartLinesField, customizationRequestSchema, deliveryRequestSchema } from './requests';

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

/**
 * An edit's id, made by the form when it opens: a retried or double-clicked save carries the same one, so the order
 * shows one edit (one history line, one text, one refund).
 */
const editIdField = { type: 'string', title: 'Edit', pattern: '^[A-Za-z0-9-]{8,64}$', errorMessage: 'Reload the order and try again' } as const;

/** The personalisation an order can be changed in: the same fields, limits and messages as the party details form. */
const { decorName, cakeDetails, notes } = customizationRequestSchema.properties;
export const personalisationField = {
  type: 'object',
  title: 'Personalisation',
  additionalProperties: false,
  properties: { decorName, cakeDetails, notes },
} as const;

const { addressLine1, addressLine2, city, state, pincode, fullName, phone } = deliveryRequestSchema.properties;

/** The lines of an edited order: each of the order's boxes, in order, with its add-ons and quantity (the theme stays). */
const editLinesField = {
  ...cartLinesField,
  items: {
    ...cartLinesField.items,
    required: ['addons', 'quantity'],
    properties: { addons: cartLinesField.items.properties.addons, quantity: cartLinesField.items.properties.quantity },
  },
} as const;

/**
 * POST /api/admin/orders/:orderNumber/edit: an operator changes a placed order (only the parts given change), against
 * the version they saw. `preview: true` answers the new total and how the difference is settled, writing nothing.
 */
export const orderEditSchema = {
  $id: 'order-edit',
  type: 'object',
  additionalProperties: false,
  required: ['expectedVersion', 'editId'],
  properties: {
    expectedVersion,
    editId: editIdField,
    preview: { type: 'boolean', title: 'Preview' },
    personalisation: personalisationField,
    address: {
      type: 'object',
      title: 'Delivery address',
      additionalProperties: false,
      required: ['addressLine1', 'city', 'state', 'pincode'],
      properties: { addressLine1, addressLine2, city, state, pincode },
      errorMessage: 'Give the whole delivery address',
    },
    recipient: {
      type: 'object',
      title: 'Recipient',
      description: 'Who receives the box: the delivery name and phone (the same rules as the delivery form).',
      additionalProperties: false,
      required: ['name', 'phone'],
      properties: { name: fullName, phone },
      errorMessage: 'Give the name and phone of the person receiving the box',
    },
    slot: {
      type: 'object',
      title: 'Delivery slot',
      additionalProperties: false,
      required: ['date', 'slotId'],
      properties: { date: deliveryDateField, slotId: deliverySlotField },
      errorMessage: 'Choose a delivery day and slot',
    },
    lines: editLinesField,
    extras: cartExtrasField,
  },
} as const;

/** POST /api/orders/by-number/:orderNumber/edit: the customer changes their order's personalisation until it is packed. */
export const customerEditSchema = {
  $id: 'customer-edit',
  type: 'object',
  additionalProperties: false,
  required: ['expectedVersion', 'editId', 'personalisation'],
  properties: { expectedVersion, editId: editIdField, preview: { type: 'boolean', title: 'Preview' }, personalisation: personalisationField },
} as const;

/** Every operations request schema, by the name its generated validator is exported under. */
export const operationsRequestSchemas = {
  validateOrderStatusChange: orderStatusChangeSchema,
  validatePaymentStatusChange: paymentStatusChangeSchema,
  validateInboxHandled: inboxHandledSchema,
  validateCustomerCancel: customerCancelSchema,
  validateOrderNote: orderNoteSchema,
  validateLinkRotation: linkRotationSchema,
  validateOrderEdit: orderEditSchema,
  validateCustomerEdit: customerEditSchema,
  validateCustomQuote: customQuoteSchema,
} as const;
