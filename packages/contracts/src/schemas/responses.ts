// The JSON Schemas of what the API answers, so the API and the storefront share one type for each answer.
import { paymentMethods, paymentStatuses } from '../payment';

const rupees = { type: 'integer', minimum: 0 } as const;

/** An add-on as an order records it: the label and the price charged, frozen when the order was placed. */
const orderedAddonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'label', 'price'],
  properties: { key: { type: 'string' }, label: { type: 'string' }, price: rupees },
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
    status: { type: 'string', enum: ['received'] },
    paymentMethod: { type: 'string', enum: paymentMethods },
    paymentStatus: { type: 'string', enum: paymentStatuses },
    bank: { type: 'string' },
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
  },
} as const;
