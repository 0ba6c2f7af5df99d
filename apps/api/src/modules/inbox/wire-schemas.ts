// JSON Schemas of the console inbox's answers (the shapes of @partybox/contracts/operations), for Fastify's serialiser
// and the OpenAPI reference.
import { inboxFieldFormats, inboxKinds } from '@partybox/contracts/operations';

const text = { type: 'string' } as const;

export const inboxItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'receivedAt', 'from', 'subject', 'fields', 'handled'],
  properties: {
    id: text,
    kind: { type: 'string', enum: inboxKinds },
    receivedAt: text,
    from: text,
    phone: text,
    email: text,
    subject: text,
    fields: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'value'],
        properties: {
          label: text,
          value: { type: 'string', description: "'' when the customer gave none (the record's stored defaults, 0 and NA, read as none)" },
          format: { type: 'string', enum: [...inboxFieldFormats], description: 'How to show the value: a day, a time of day, a moment, a phone' },
        },
      },
    },
    handled: { type: 'boolean' },
    handledBy: text,
    handledAt: text,
  },
};

export const inboxPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: { items: { type: 'array', items: inboxItemSchema }, nextCursor: text },
};
