// The JSON Schemas of what the API answers, so the API and the storefront share one type for each answer.
import { orderStatuses, paymentStatuses } from '@partybox/order-lifecycle';
import { paymentMethods } from '../payment';

const rupees = { type: 'integer', minimum: 0 } as const;

/** An add-on as an order records it: the label and the price charged, frozen when the order was placed. */
export const orderedAddonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'label', 'price'],
  properties: { key: { type: 'string' }, label: { type: 'string' }, price: rupees },
} as const;

/** When the box is delivered, as an order records it (absent on orders placed before the delivery calendar: "to be agreed"). */
export const deliverySlotSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'slotId', 'label'],
  description: 'When the box is delivered (absent on orders placed before the delivery calendar: "to be agreed").',
  properties: { date: { type: 'string' }, slotId: { type: 'string' }, label: { type: 'string' } },
} as const;

/** A placed order, as POST /api/orders and GET /api/orders/:id answer it. Every amount was computed by the server. */
export const placedOrderSchema = {
  $id: 'placed-order',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'orderNumber', 'status', 'paymentMethod', 'paymentStatus', 'lines', 'extras', 'subtotal', 'shipping', 'total', 'createdAt'],
  properties: {
    id: { type: 'string' },
    orderNumber: { type: 'string', description: 'What the customer quotes: PB-YYMMDD-XXXXXX.' },
    status: { type: 'string', enum: orderStatuses, description: 'Where the order stands (orders stored before the lifecycle read as placed).' },
    paymentMethod: { type: 'string', enum: paymentMethods },
    paymentStatus: { type: 'string', enum: paymentStatuses },
    bank: { type: 'string', description: 'The bank picked for net banking before paying (the one that paid is latestPayment.bank).' },
    latestPayment: {
      type: 'object',
      additionalProperties: false,
      required: ['status', 'method'],
      description:
        'The payment Razorpay last reported for this order (the one that paid it, once paid): captured, only authorised (the bank is still confirming it), failed or started; for net banking, the bank Razorpay reports it was made from, by name ("ICICI Bank"; the Razorpay code of a bank not offered).',
      properties: {
        status: { type: 'string', enum: ['created', 'authorized', 'failed', 'auto-refunded', 'captured'] },
        method: { type: 'string' },
        bank: { type: 'string' },
      },
    },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['themeId', 'themeName', 'addons', 'quantity', 'basePrice', 'unitPrice', 'lineTotal'],
        properties: {
          themeId: { type: 'string' },
          themeName: { type: 'string' },
          addons: { type: 'array', items: orderedAddonSchema },
          quantity: { type: 'integer', minimum: 1 },
          basePrice: rupees,
          unitPrice: rupees,
          lineTotal: rupees,
        },
      },
    },
    /** Extras from the generic add-on page, charged once per order. */
    extras: { type: 'array', items: orderedAddonSchema },
    subtotal: rupees,
    shipping: rupees,
    total: rupees,
    createdAt: { type: 'string' },
    deliverySlot: deliverySlotSchema,
    accessToken: {
      type: 'string',
      description:
        'Only in the answer to POST /api/orders (and its replays): the secret that reads this order back (GET /api/orders/:id with the header Order-Access-Token). The server keeps only its hash.',
    },
  },
} as const;

/** The answer to a stored contact message, delivery or suggestion: the server-made id (a UUIDv7). */
export const savedRecordSchema = {
  $id: 'saved-record',
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', description: 'Made by the server (UUIDv7, time-ordered); the Idempotency-Key only deduplicates.' } },
} as const;

/** The answer to a stored customization: its id and the theme name and occasion it was filed under. */
export const savedCustomizationSchema = {
  $id: 'saved-customization',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'themeName', 'occasion'],
  properties: { id: { type: 'string' }, themeName: { type: 'string' }, occasion: { type: 'string' } },
} as const;

/** The newsletter's answer: the same whether or not the address was already on the list, so it reveals nothing. */
export const subscriptionAnswerSchema = {
  $id: 'subscription-answer',
  type: 'object',
  additionalProperties: false,
  required: ['email', 'subscribed'],
  properties: { email: { type: 'string' }, subscribed: { type: 'boolean', const: true } },
} as const;

/** One problem with one field: its path (like "lines[0].quantity") and what the customer should do. */
export const fieldErrorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['field', 'message'],
  properties: { field: { type: 'string' }, message: { type: 'string' } },
} as const;

/** Every 4xx and 5xx answer of the API: a stable code, a message for people and, for a 400, one entry per field. */
export const errorAnswerSchema = {
  $id: 'error-answer',
  type: 'object',
  additionalProperties: false,
  required: ['error', 'message'],
  properties: {
    error: { type: 'string', description: 'A stable code for programs, like "validation" or "not_found".' },
    message: { type: 'string', description: 'Written for customers; never names a status, a header, the framework or a cause.' },
    fields: { type: 'array', items: fieldErrorSchema },
    retryAfterSeconds: {
      type: 'integer',
      minimum: 1,
      description: 'With a 429 of the account endpoints: the seconds to wait before asking again (also the Retry-After header).',
    },
  },
} as const;

/** One order in the customer's My orders list: what they recognise it by, and where it stands. */
export const accountOrderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'orderNumber', 'themes', 'partyDate', 'status', 'paymentMethod', 'paymentStatus', 'total', 'createdAt'],
  properties: {
    id: { type: 'string' },
    orderNumber: { type: 'string' },
    themes: { type: 'array', items: { type: 'string' }, description: 'The names of the themes ordered, in the order of the lines.' },
    partyDate: { type: 'string', description: 'The party date (YYYY-MM-DD); the placement day for an order stored without one.' },
    deliverySlot: deliverySlotSchema,
    status: { type: 'string', enum: orderStatuses },
    paymentMethod: { type: 'string', enum: paymentMethods },
    paymentStatus: { type: 'string', enum: paymentStatuses },
    total: rupees,
    createdAt: { type: 'string' },
  },
} as const;

/** `GET /api/account/orders`: the customer's orders, newest first, at most `limit`; `more` says older ones exist. */
export const accountOrdersSchema = {
  $id: 'account-orders',
  type: 'object',
  additionalProperties: false,
  required: ['orders', 'limit', 'more'],
  properties: { orders: { type: 'array', items: accountOrderSchema }, limit: { type: 'integer' }, more: { type: 'boolean' } },
} as const;
