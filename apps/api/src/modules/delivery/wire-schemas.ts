// The answer schemas of the delivery calendar's routes (the types are @partybox/contracts/calendar's; Fastify
// serialises answers from these and the OpenAPI reference lists them).
import { deliveryDayStatuses } from '@partybox/contracts/calendar';

const text = { type: 'string' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const date = { type: 'string', description: 'YYYY-MM-DD, in Mumbai.' } as const;

export const deliveryCalendarViewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['today', 'earliest', 'latest', 'days'],
  properties: {
    today: date,
    earliest: { ...date, description: 'The first date a delivery can be booked for now (the lead time, moved on by the cut-off).' },
    latest: { ...date, description: 'The last date of the booking window.' },
    days: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['date', 'status', 'slots'],
        properties: {
          date,
          status: { type: 'string', enum: deliveryDayStatuses },
          reason: { type: 'string', description: 'Why the day cannot be chosen, in the customer’s words.' },
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
      },
    },
  },
} as const;

export const adminCalendarDaySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'capacity', 'capacityOverridden', 'booked', 'held', 'slots'],
  properties: {
    date,
    capacity: { ...count, description: "The orders the day can take: the operator's override, else the catalog's." },
    capacityOverridden: { type: 'boolean' },
    booked: { ...count, description: 'Orders booked for the day (a cancel gives its place back).' },
    held: { ...count, description: "Places held this moment by customers' checkouts not yet placed (each for a few minutes)." },
    blocked: {
      type: 'object',
      additionalProperties: false,
      required: ['reason', 'by'],
      properties: { reason: text, by: { type: 'string', enum: ['catalog', 'operator'] } },
    },
    closedWeekday: { type: 'boolean' },
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

export const adminCalendarPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['days'],
  properties: { days: { type: 'array', items: adminCalendarDaySchema } },
} as const;
