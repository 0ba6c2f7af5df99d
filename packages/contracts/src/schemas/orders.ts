// The JSON Schemas of the order answers: the console's order list, order page and packing slips, and the customer's
// status page. The API declares them on its routes (Fastify serialises with them and the OpenAPI reference lists
// them); the types in ../operations.ts are derived from them with FromSchema, so each shape is written once here.
import { orderStatuses, paymentStatuses } from '@partybox/order-lifecycle';
import { paymentMethods } from '../payment';
import { adminPaymentSchema, customerPaymentSchema } from './payments';
// The add-on and the delivery slot are the placed order's own (imported, not read off placedOrderSchema: a property read
// at a module's top level is kept by the bundler as a possible side effect, and with it the whole module).
import { deliverySlotSchema, orderedAddonSchema as orderAddonSchema } from './responses';

const text = { type: 'string' } as const;
const rupees = { type: 'integer', minimum: 0 } as const;
const status = { type: 'string', enum: orderStatuses } as const;
const paymentStatus = { type: 'string', enum: paymentStatuses } as const;
const paymentMethod = { type: 'string', enum: paymentMethods } as const;

/** One part of what a theme's box holds, from the catalog (what the packing slip lists before the add-ons). */
export const boxContentsPartSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description'],
  properties: { title: text, description: text },
} as const;

/** One box of an order: the theme, how many, its add-ons and prices (whole rupees, frozen at placement). */
export const orderBoxSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['themeId', 'themeName', 'quantity', 'basePrice', 'addons', 'unitPrice', 'lineTotal'],
  properties: {
    themeId: text,
    themeName: text,
    quantity: { type: 'integer', minimum: 1 },
    basePrice: rupees,
    addons: { type: 'array', items: orderAddonSchema },
    unitPrice: rupees,
    lineTotal: rupees,
    contents: {
      type: 'array',
      description: "The console's order and slip: the theme's own contents from the catalog (absent for a theme no longer listed).",
      items: boxContentsPartSchema,
    },
    addonOptions: {
      type: 'array',
      description: "The console's edit form: every add-on the theme offers now (catalog prices), to add or take off.",
      items: orderAddonSchema,
    },
  },
} as const;

/** One line of an order's history: who changed what, and when. */
export const orderHistoryEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['at', 'by', 'change', 'to'],
  properties: {
    at: text,
    by: { type: 'string', description: 'The operator\'s name, "Customer" (the placement, their cancel) or "Shop" (older orders\' placement).' },
    change: { type: 'string', enum: ['placed', 'status', 'payment', 'link', 'payment-link', 'refund', 'edit'] },
    from: text,
    to: text,
    field: { type: 'string', description: 'An edit: which part of the order it changed (personalisation, address, slot, items).' },
    difference: { type: 'integer', description: 'An edit: what it changed the total by, in whole rupees (negative: lower).' },
    reason: text,
    amount: { ...rupees, description: "Whole rupees: a refund's amount, or the cash collected with a delivery." },
    undo: { type: 'boolean', description: 'The change moved the order back a step, undoing the change before it.' },
    summary: { type: 'string', description: 'The line in words, like "Placed by the customer" or "Confirmed by Priya".' },
  },
} as const;

/** The party as the customer described it when saving the customization: everything the team needs to make the box. */
export const orderPartySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['occasion', 'guestName'],
  description: 'Everything the customer saved about the party; answers left empty are absent.',
  properties: {
    occasion: text,
    guestName: { type: 'string', description: 'The name the customization was saved under (who the party is for, or who planned it).' },
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
} as const;

/** The delivery address the order carries now (an edit changes it; the delivery record keeps the original). */
export const orderAddressSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['addressLine1', 'addressLine2', 'city', 'state', 'pincode'],
  properties: { addressLine1: text, addressLine2: text, city: text, state: text, pincode: text },
} as const;

/**
 * The answer to an edit's preview (and to its save): the new total beside the old, the difference, and how it is
 * settled: `refund` (paid online: the difference goes back to the payment), `payment-link` (paid online: the customer
 * owes the difference and is sent a link), `cash` (cash on delivery: the cash to collect), `unpaid` (the new total is
 * what is paid online) or `none`.
 */
export const orderEditPreviewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['total', 'previousTotal', 'difference', 'settlement', 'settlementAmount', 'settlementWords', 'changes'],
  properties: {
    total: rupees,
    previousTotal: rupees,
    difference: { type: 'integer' },
    settlement: { type: 'string', enum: ['refund', 'payment-link', 'cash', 'unpaid', 'none'] },
    settlementAmount: rupees,
    settlementWords: text,
    changes: {
      type: 'array',
      description: 'Each part the edit changes, before and after in words.',
      items: { type: 'object', additionalProperties: false, required: ['field', 'from', 'to'], properties: { field: text, from: text, to: text } },
    },
  },
} as const;

/** An operator's internal note on an order: never shown to the customer. */
export const teamNoteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['at', 'by', 'text'],
  properties: { at: text, by: text, text, forPacking: { type: 'boolean', description: 'Printed on the packing slip, for whoever packs and delivers.' } },
} as const;

/** The fields of a row of the console's order list, which the order page repeats. */
const summaryProperties = {
  orderNumber: text,
  eventDate: { type: 'string', description: 'The party date, YYYY-MM-DD.' },
  deliverySlot: deliverySlotSchema,
  customerName: text,
  phone: text,
  status,
  paymentMethod,
  paymentStatus,
  paidWith: { type: 'string', description: "How the customer paid, as Razorpay names the captured payment's method; absent before." },
  byPaymentLink: { type: 'boolean', description: 'A payment link waits for the customer to choose how to pay.' },
  total: rupees,
  createdAt: text,
  balanceDue: {
    ...rupees,
    description: 'What an order already paid online still owes after an edit raised its total, in whole rupees; absent when nothing is owed.',
  },
  paymentNeedsAttention: { type: 'boolean', description: "Whether the order's payment needs an operator (a wrong amount, a second payment, a failed refund)." },
  themeNames: { type: 'array', items: text, description: "The boxes' theme names, in the order's order: what the team makes." },
} as const;
const summaryRequired = ['orderNumber', 'eventDate', 'customerName', 'phone', 'status', 'paymentMethod', 'paymentStatus', 'total', 'createdAt'] as const;

/** A row of the console's order list. */
export const adminOrderSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: summaryRequired,
  properties: summaryProperties,
} as const;

/** GET /api/admin/orders: one page of the console's order list. */
export const adminOrderPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: { items: { type: 'array', items: adminOrderSummarySchema }, nextCursor: { type: 'string', description: 'Pass as `cursor` for the next page.' } },
} as const;

/** The console's order page (GET /api/admin/orders/:orderNumber and the answer of every change to it). */
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
    version: { type: 'integer', description: 'Send back as expectedVersion with a change, so a change made meanwhile by someone else is refused (409).' },
    boxes: { type: 'array', items: orderBoxSchema },
    extras: { type: 'array', items: orderAddonSchema },
    extraOptions: {
      type: 'array',
      description: "The console's edit form: every extra the add-ons page offers now (catalog prices), to add or take off.",
      items: orderAddonSchema,
    },
    subtotal: rupees,
    shipping: rupees,
    party: orderPartySchema,
    personalised: { type: 'boolean', description: 'Made for this party (a name on the decor, cake details): not cancellable online once packed.' },
    notes: { type: 'array', items: teamNoteSchema, description: "The team's internal notes, oldest first; never shown to the customer." },
    delivery: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'phone', 'email', 'address'],
      properties: { name: text, phone: text, email: text, address: text, addressParts: orderAddressSchema },
    },
    paymentTotal: { ...rupees, description: 'The total the online payment is read against, when an edit changed the total of an order already paid.' },
    editable: { type: 'boolean', description: 'Whether the order can still be edited (placed, not yet delivered or cancelled).' },
    bank: text,
    cancelReason: text,
    history: { type: 'array', items: orderHistoryEntrySchema },
    nextStatuses: { type: 'array', items: status, description: 'The statuses this order may be moved to now.' },
    nextPaymentStatuses: { type: 'array', items: paymentStatus },
    payment: adminPaymentSchema,
  },
} as const;

/** GET /api/admin/slips?date=: the packing slips of one delivery day, in the order list's order. */
export const packingSlipsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'orders'],
  properties: { date: text, orders: { type: 'array', items: adminOrderDetailSchema } },
} as const;

/** What the customer's status page shows (GET /api/orders/by-number/:orderNumber and the answers of its actions). */
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
    paymentMethod,
    paymentStatus,
    eventDate: text,
    deliverySlot: deliverySlotSchema,
    boxes: { type: 'array', items: orderBoxSchema },
    extras: { type: 'array', items: orderAddonSchema },
    subtotal: rupees,
    shipping: rupees,
    total: rupees,
    cancelReason: text,
    timeline: {
      type: 'array',
      description: 'Each status the order has reached, oldest first.',
      items: { type: 'object', additionalProperties: false, required: ['status', 'at'], properties: { status, at: text } },
    },
    cancellable: { type: 'boolean', description: 'Whether the cancel button is offered now.' },
    cancelDeadline: { type: 'string', description: 'The last moment the customer may cancel (ISO).' },
    cancelRefusal: { type: 'string', description: "Why the customer can no longer cancel online (the lifecycle's reason), when they cannot." },
    personalisation: {
      type: 'object',
      additionalProperties: false,
      description: 'What is printed and written for this party (the name on the decor, the cake message, instructions), as the order carries it now.',
      properties: { decorName: text, cakeDetails: text, notes: text },
    },
    version: { type: 'integer', description: "The order's version: sent back as expectedVersion with the customer's edit." },
    personalisationEditable: { type: 'boolean', description: 'Whether the customer may still change the personalisation (until the order is packed).' },
    personalisationRefusal: { type: 'string', description: 'Why the personalisation can no longer be changed, when it cannot.' },
    payment: customerPaymentSchema,
  },
} as const;
