// The console's numbers: the sales report, the orders CSV and a customer's page, as JSON Schemas (the API declares
// them on its routes) and the types derived from them. Money is in paise, as the ledger counts it, until the page
// formats it with formatInr.
//   GET  /api/admin/reports?from=&to=            -> SalesReport (today, this week, this month, and the range asked)
//   GET  /api/admin/orders.csv?from=&to=         -> text/csv (UTF-8 with a BOM), one row per order placed in the range
//   GET  /api/admin/customers/:phone             -> CustomerPage
import type { FromSchema } from 'json-schema-to-ts';
import { route, withQuery } from './wire';

const enc = encodeURIComponent;

/**
 * The numbers' API paths, built like wire.ts's apiPaths but kept beside their schemas: only the console's lazy pages
 * and the API load this module, so the shop's first script (which carries apiPaths) does not grow with them.
 */
export const reportApiPaths = {
  reports: withQuery('/api/admin/reports', (from: string, to: string) => `?from=${enc(from)}&to=${enc(to)}`),
  ordersCsv: withQuery('/api/admin/orders.csv', (from: string, to: string) => `?from=${enc(from)}&to=${enc(to)}`),
  customer: route('/api/admin/customers/:phone'),
} as const;

const paise = { type: 'integer' } as const;
const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** Orders and their money: placed (the orders' totals), paid, refunded and kept (net = paid − refunded). */
export const takingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['orders', 'placedPaise', 'paidPaise', 'refundedPaise', 'netPaise'],
  properties: { orders: { type: 'integer' }, placedPaise: paise, paidPaise: paise, refundedPaise: paise, netPaise: paise },
} as const;

const breakdownRow = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'takings'],
  properties: { key: { type: 'string', description: 'The theme name, occasion, payment method or slot label.' }, takings: takingsSchema },
} as const;
const breakdown = { type: 'array', items: breakdownRow } as const;

const period = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'takings'],
  properties: { from: date, to: date, takings: takingsSchema },
} as const;

/** The sales report: the three standing periods, and the range asked for with its breakdowns. Dates are India's. */
export const salesReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['today', 'week', 'month', 'range'],
  properties: {
    today: period,
    week: period,
    month: period,
    range: {
      type: 'object',
      additionalProperties: false,
      required: ['from', 'to', 'takings', 'byTheme', 'byOccasion', 'byPaymentMethod', 'bySlot'],
      properties: { from: date, to: date, takings: takingsSchema, byTheme: breakdown, byOccasion: breakdown, byPaymentMethod: breakdown, bySlot: breakdown },
    },
  },
} as const;

/** One order on a customer's page. */
const customerOrder = {
  type: 'object',
  additionalProperties: false,
  required: ['orderNumber', 'placedAt', 'eventDate', 'status', 'paymentMethod', 'paymentStatus', 'total', 'takings'],
  properties: {
    orderNumber: { type: 'string' },
    placedAt: { type: 'string' },
    eventDate: { type: 'string' },
    status: { type: 'string' },
    paymentMethod: { type: 'string' },
    paymentStatus: { type: 'string' },
    /** The order's total in rupees. */
    total: { type: 'integer' },
    takings: takingsSchema,
  },
} as const;

/** A customer, by phone: every order placed with that number (as the orderer's or the recipient's), newest first. */
export const customerPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['phone', 'names', 'orders', 'spent'],
  properties: {
    phone: { type: 'string' },
    /** The names the orders give, most recent first. */
    names: { type: 'array', items: { type: 'string' } },
    orders: { type: 'array', items: customerOrder },
    /** The sum of the orders' takings: `netPaise` is what the customer has spent. */
    spent: takingsSchema,
  },
} as const;

export type Takings = FromSchema<typeof takingsSchema>;
export type SalesReport = FromSchema<typeof salesReportSchema>;
export type ReportBreakdownRow = FromSchema<typeof breakdownRow>;
export type CustomerPage = FromSchema<typeof customerPageSchema>;

/** The slot a report names for an order without a delivery slot. */
export const unagreedSlotLabel = 'To be agreed';
