// JSON Schemas of the order answers (the console's orders and the customer's status page, shapes of
// @partybox/contracts/operations), for Fastify's serialiser and the OpenAPI reference.
import { paymentMethods } from '@partybox/contracts';
import { adminPaymentSchema, customerPaymentSchema } from '@partybox/contracts/payments';
import { orderStatuses, paymentStatuses } from '@partybox/order-lifecycle';

const text = { type: 'string' } as const;
const rupees = { type: 'integer', minimum: 0 } as const;
const status = { type: 'string', enum: orderStatuses } as const;
const paymentStatus = { type: 'string', enum: paymentStatuses } as const;
const addon = { type: 'object', additionalProperties: false, required: ['key', 'label', 'price'], properties: { key: text, label: text, price: rupees } };
const box = {
  type: 'object',
  additionalProperties: false,
  required: ['themeId', 'themeName', 'quantity', 'basePrice', 'addons', 'unitPrice', 'lineTotal'],
  properties: {
    themeId: text,
    themeName: text,
    quantity: { type: 'integer' },
    basePrice: rupees,
    addons: { type: 'array', items: addon },
    unitPrice: rupees,
    lineTotal: rupees,
    contents: {
      type: 'array',
      description: "The console's order: the theme's own contents from the catalog, what the box holds before add-ons.",
      items: { type: 'object', additionalProperties: false, required: ['title', 'description'], properties: { title: text, description: text } },
    },
  },
};

/** When the box is delivered (absent on orders placed before the delivery calendar: "to be agreed"). */
const deliverySlot = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'slotId', 'label'],
  description: 'When the box is delivered; absent on orders placed before the delivery calendar ("to be agreed").',
  properties: {
    date: { type: 'string', description: 'YYYY-MM-DD, in Mumbai.' },
    slotId: text,
    label: { type: 'string', description: 'As the customer chose it ("12-3 pm").' },
  },
} as const;

const summaryProperties = {
  orderNumber: text,
  eventDate: { type: 'string', description: 'The party date, YYYY-MM-DD.' },
  customerName: text,
  phone: text,
  status,
  paymentMethod: { type: 'string', enum: paymentMethods },
  paymentStatus,
  total: rupees,
  createdAt: text,
} as const;
const summaryRequired = Object.keys(summaryProperties);
const summaryOptional = {
  paymentNeedsAttention: { type: 'boolean' },
  deliverySlot,
  themeNames: { type: 'array', items: text, description: "The boxes' theme names, in the order's order." },
} as const;

export const adminOrderSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: summaryRequired,
  properties: { ...summaryProperties, ...summaryOptional },
};

export const adminOrderPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: { items: { type: 'array', items: adminOrderSummarySchema }, nextCursor: { type: 'string', description: 'Pass as `cursor` for the next page.' } },
};

const historyEntry = {
  type: 'object',
  additionalProperties: false,
  required: ['at', 'by', 'change', 'to'],
  properties: {
    at: text,
    by: text,
    change: { type: 'string', enum: ['placed', 'status', 'payment', 'link', 'payment-link'] },
    from: text,
    to: text,
    reason: text,
    summary: { type: 'string', description: 'The line in words, like "Placed by the customer" or "Confirmed by Priya".' },
  },
};

export const adminOrderDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...summaryRequired,
    'version',
    'boxes',
    'extras',
    'subtotal',
    'shipping',
    'party',
    'personalised',
    'notes',
    'delivery',
    'history',
    'nextStatuses',
    'nextPaymentStatuses',
    'payment',
  ],
  properties: {
    ...summaryProperties,
    deliverySlot,
    version: { type: 'integer', description: 'Send back as expectedVersion with a change.' },
    boxes: { type: 'array', items: box },
    extras: { type: 'array', items: addon },
    subtotal: rupees,
    shipping: rupees,
    party: {
      type: 'object',
      additionalProperties: false,
      required: ['occasion', 'guestName'],
      description: 'Everything the customer saved about the party; answers left empty are absent.',
      properties: {
        occasion: text,
        guestName: text,
        phone: text,
        email: text,
        eventTime: text,
        guests: { type: 'integer' },
        age: { type: 'integer' },
        favoriteColor: text,
        venue: text,
        venueType: text,
        returnGiftQty: { type: 'integer' },
        entertainment: text,
        decorName: { type: 'string', description: 'The name to print on the decor.' },
        cakeDetails: text,
        notes: { type: 'string', description: "The customer's instructions." },
      },
    },
    personalised: { type: 'boolean', description: 'Made for this party (a name on the decor, cake details): not cancellable online once packed.' },
    notes: {
      type: 'array',
      description: "The team's internal notes, oldest first; never shown to the customer.",
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['at', 'by', 'text'],
        properties: { at: text, by: text, text, forPacking: { type: 'boolean', description: 'Printed on the packing slip too.' } },
      },
    },
    delivery: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'phone', 'email', 'address'],
      properties: { name: text, phone: text, email: text, address: text },
    },
    bank: text,
    cancelReason: text,
    history: { type: 'array', items: historyEntry },
    nextStatuses: { type: 'array', items: status },
    nextPaymentStatuses: { type: 'array', items: paymentStatus },
    payment: adminPaymentSchema,
  },
};

export const packingSlipsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'orders'],
  properties: { date: text, orders: { type: 'array', items: adminOrderDetailSchema } },
};

export const customerOrderStatusSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'orderNumber',
    'status',
    'paymentMethod',
    'paymentStatus',
    'eventDate',
    'boxes',
    'extras',
    'subtotal',
    'shipping',
    'total',
    'timeline',
    'cancellable',
    'cancelDeadline',
    'payment',
  ],
  properties: {
    orderNumber: text,
    status,
    paymentMethod: { type: 'string', enum: paymentMethods },
    paymentStatus,
    eventDate: text,
    deliverySlot,
    boxes: { type: 'array', items: box },
    extras: { type: 'array', items: addon },
    subtotal: rupees,
    shipping: rupees,
    total: rupees,
    cancelReason: text,
    timeline: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['status', 'at'], properties: { status, at: text } },
    },
    cancellable: { type: 'boolean' },
    cancelDeadline: { type: 'string', description: 'The last moment the customer may cancel (ISO).' },
    cancelRefusal: { type: 'string', description: 'Why the customer can no longer cancel online, when they cannot.' },
    payment: customerPaymentSchema,
  },
};
