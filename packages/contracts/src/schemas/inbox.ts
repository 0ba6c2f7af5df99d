// The JSON Schemas of the console inbox's answers (contact messages, custom requests, theme suggestions, subscribers).
// The API declares them on its routes; the types in ../operations.ts are derived from them with FromSchema.

/** The console's inboxes: contact messages, custom requests, theme suggestions and newsletter subscribers. */
export const inboxKinds = ['contact', 'custom', 'suggestions', 'subscribers'] as const;

/** How the console shows a field's value: a day (YYYY-MM-DD), a time of day (HH:MM), a moment (ISO), a 10-digit phone. */
export const inboxFieldFormats = ['date', 'time', 'moment', 'phone'] as const;

const text = { type: 'string' } as const;

/** One field of an item, as a label/value pair for the item's page. */
export const inboxFieldSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['label', 'value'],
  properties: {
    label: text,
    value: { type: 'string', description: "'' when the customer gave none (the record's stored defaults, 0 and NA, read as none)." },
    format: { type: 'string', enum: inboxFieldFormats, description: 'How to show the value: a day, a time of day, a moment, a phone.' },
  },
} as const;

/** GET /api/admin/inbox/:kind/:id (and the answer to marking it handled): one item of an inbox. */
export const inboxItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'receivedAt', 'from', 'subject', 'fields', 'handled'],
  properties: {
    id: text,
    kind: { type: 'string', enum: inboxKinds },
    receivedAt: text,
    from: { type: 'string', description: 'Who sent it: a name, or the address for a subscriber.' },
    phone: text,
    email: text,
    subject: { type: 'string', description: 'A one-line summary for the list.' },
    fields: { type: 'array', items: inboxFieldSchema, description: "Every field as label/value pairs, for the item's page." },
    handled: { type: 'boolean' },
    handledBy: text,
    handledAt: text,
    /** A /custom request's quote: the price the team set, its Payment Link, and the payment once it is paid. */
    quote: {
      type: 'object',
      additionalProperties: false,
      required: ['amountRupees', 'description', 'shortUrl', 'status', 'at', 'by'],
      properties: {
        amountRupees: { type: 'integer', minimum: 1 },
        description: text,
        shortUrl: text,
        status: { type: 'string', enum: ['sent', 'paid'] },
        at: text,
        by: text,
        paymentId: text,
        paidAt: text,
        /** The order the paid quote became (the console links to it). */
        orderNumber: text,
      },
    },
  },
} as const;

/** GET /api/admin/inbox/:kind: one page of an inbox, newest first. */
export const inboxPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: { items: { type: 'array', items: inboxItemSchema }, nextCursor: { type: 'string', description: 'Pass as `cursor` for the next page.' } },
} as const;
