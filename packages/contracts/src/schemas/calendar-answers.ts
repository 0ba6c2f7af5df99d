// The JSON Schemas of the delivery calendar's answers: the customer's calendar and the console's capacity views. The
// API declares them on its routes (Fastify serialises with them and the OpenAPI reference lists them); the types in
// ../calendar.ts are derived from them with FromSchema. An entry of its own (@partybox/contracts/calendar-answers):
// only the API loads the schemas, the web their types.
import { deliveryDayStatuses } from '@partybox/order-lifecycle';

const text = { type: 'string' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const date = { type: 'string', description: 'YYYY-MM-DD, in Mumbai.' } as const;

/** One day as the customer's calendar shows it: whether it can be chosen (and why not) and its slots. */
export const deliveryCalendarDaySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'status', 'slots'],
  properties: {
    date,
    status: { type: 'string', enum: deliveryDayStatuses },
    reason: { type: 'string', description: 'Why the day cannot be chosen, in the customer’s words; absent on open days.' },
    slots: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'label', 'available'],
        properties: { id: text, label: text, available: { type: 'boolean' } },
      },
    },
  },
} as const;

/** `GET /api/delivery-calendar`: every day of the booking window, from today (in Mumbai). */
export const deliveryCalendarViewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['today', 'earliest', 'latest', 'days'],
  properties: {
    today: date,
    earliest: { ...date, description: 'The first date a delivery can be booked for now (the lead time, moved on by the cut-off).' },
    latest: { ...date, description: 'The last date of the booking window.' },
    days: { type: 'array', items: deliveryCalendarDaySchema },
  },
} as const;

/** One day as the console's capacity views show it (and `PUT /api/admin/calendar/:date` answers it). */
export const adminCalendarDaySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'capacity', 'capacityOverridden', 'booked', 'held', 'slots'],
  properties: {
    date,
    capacity: { ...count, description: "The orders the day can take: the operator's override, else the catalog's." },
    capacityOverridden: { type: 'boolean', description: "Whether `capacity` is an operator's override for this day." },
    booked: { ...count, description: 'Orders booked for the day (a cancel gives its place back).' },
    held: { ...count, description: "Places held this moment by customers' checkouts not yet placed (each for a few minutes; they count as taken)." },
    blocked: {
      type: 'object',
      additionalProperties: false,
      required: ['reason', 'by'],
      description: 'Set when the day is blocked: by the catalog (calendar.json) or by an operator.',
      properties: { reason: text, by: { type: 'string', enum: ['catalog', 'operator'] } },
    },
    closedWeekday: { type: 'boolean', description: 'Set when the shop does not deliver on this weekday.' },
    slots: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'label', 'capacity', 'booked', 'held'],
        properties: { id: text, label: text, capacity: count, booked: count, held: count },
      },
    },
  },
} as const;

/** `GET /api/admin/calendar`: the console's capacity view of a run of days. */
export const adminCalendarPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['days'],
  properties: { days: { type: 'array', items: adminCalendarDaySchema } },
} as const;
