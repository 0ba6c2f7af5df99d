// The JSON Schemas of the delivery calendar on the wire: the delivery date and slot a checkout's delivery step carries
// (schemas/checkout.ts), and the operator's change to one day (PUT /api/admin/calendar/:date), compiled into a module of
// its own (src/generated/calendar-validators.js) so only the console's calendar loads it.

/** A delivery date as the calendar gives it (YYYY-MM-DD). */
export const deliveryDateField = {
  type: 'string',
  title: 'Delivery date',
  pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  errorMessage: 'Choose a delivery date on the calendar',
} as const;

/** A slot's id from catalog/calendar.json ("midday"). */
export const deliverySlotField = {
  type: 'string',
  title: 'Delivery slot',
  pattern: '^[a-z][A-Za-z0-9-]*$',
  maxLength: 40,
  errorMessage: 'Choose a delivery time slot',
} as const;

/** The longest reason an operator may give for blocking a day (customers read it on the calendar). */
export const maxBlockReasonLength = 80;

/** The most orders an operator may allow on one day. */
export const maxDayCapacity = 500;

/**
 * PUT /api/admin/calendar/:date: block the day (with the reason customers read) or unblock it (`null`), and set the
 * day's capacity in orders or go back to the catalog's (`null`). A field left out keeps the day's current setting.
 */
export const calendarDayChangeSchema = {
  $id: 'calendar-day-change',
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  errorMessage: 'Block or unblock the day, or set its capacity',
  properties: {
    blocked: {
      // An object blocks the day, null unblocks it (the schema's `required` and `properties` apply to the object only).
      type: ['object', 'null'],
      title: 'Blocked',
      additionalProperties: false,
      required: ['reason'],
      properties: { reason: { type: 'string', minLength: 1, maxLength: maxBlockReasonLength, pattern: '\\S' } },
      errorMessage: `Give the reason customers will read, in up to ${maxBlockReasonLength} characters`,
    },
    capacity: {
      type: ['integer', 'null'],
      title: 'Capacity',
      minimum: 0,
      maximum: maxDayCapacity,
      errorMessage: `The capacity must be a whole number of orders from 0 to ${maxDayCapacity}, or empty for the catalog's`,
    },
  },
} as const;

/** Every calendar request schema, by the name its generated validator is exported under. */
export const calendarRequestSchemas = { validateCalendarDayChange: calendarDayChangeSchema } as const;
