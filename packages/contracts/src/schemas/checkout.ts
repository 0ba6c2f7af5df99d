// The JSON Schemas of the server-owned checkout (POST/GET/PATCH /api/checkouts/:id, POST …/complete). Its parts reuse the
// request schemas of the forms (the same lines, customization and delivery rules), so a form and its checkout step
// accept exactly the same values. Compiled into their own module (src/generated/checkout-validators.js).
import { netBankingBanks, paymentMethods } from '../payment';
import { cartExtrasField, cartLinesField, customizationRequestSchema, deliveryRequestSchema } from './requests';
import { deliveryDateField, deliverySlotField } from './calendar';
import { checkoutOptionsSchema } from './payments';
import { placedOrderSchema } from './responses';

// The form schemas without their $id, so they can sit inside the checkout's (an $id names one schema once).
const { $id: _customizationId, ...customizationFields } = customizationRequestSchema;
const { $id: _deliveryId, ...deliveryAddressFields } = deliveryRequestSchema;

/** The checkout's delivery step: the delivery form's address, and the day and slot chosen on the delivery calendar. */
const deliveryFields = {
  ...deliveryAddressFields,
  required: [...deliveryAddressFields.required, 'deliveryDate', 'deliverySlot'],
  properties: { ...deliveryAddressFields.properties, deliveryDate: deliveryDateField, deliverySlot: deliverySlotField },
} as const;

/** The payment step: a method, and a bank for net banking. */
export const checkoutPaymentField = {
  type: 'object',
  title: 'Payment',
  additionalProperties: false,
  required: ['method'],
  properties: {
    method: { type: 'string', title: 'Payment method', enum: paymentMethods, errorMessage: 'Choose a payment method' },
    bank: { type: 'string', title: 'Bank', enum: netBankingBanks, errorMessage: 'Choose your bank' },
  },
  errorMessage: 'Choose a payment method',
} as const;

const checkoutVersionField = {
  type: 'integer',
  title: 'Version',
  minimum: 0,
  errorMessage: 'Reload the checkout and try again',
} as const;

/** POST /api/checkouts: the cart's lines (and the add-on page's extras) move into a new server checkout. */
export const checkoutCreateRequestSchema = {
  $id: 'checkout-create-request',
  type: 'object',
  additionalProperties: false,
  required: ['lines'],
  properties: { lines: cartLinesField, extras: cartExtrasField },
} as const;

/**
 * PATCH /api/checkouts/:id: one or more steps, against the version the client last saw. The customization's themeIds,
 * themeName and occasion are filled by the server from the checkout's lines when the client leaves them out.
 */
export const checkoutPatchRequestSchema = {
  $id: 'checkout-patch-request',
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    version: checkoutVersionField,
    lines: cartLinesField,
    extras: cartExtrasField,
    customization: { ...customizationFields, title: 'Party details', errorMessage: 'Save your party details first' },
    delivery: {
      ...deliveryFields,
      title: 'Delivery details',
      errorMessage: 'Enter your delivery details first',
    },
    payment: checkoutPaymentField,
  },
} as const;

/** POST /api/checkouts/:id/complete: the total the customer was shown (and, optionally, the payment step with it). */
export const checkoutCompleteRequestSchema = {
  $id: 'checkout-complete-request',
  type: 'object',
  additionalProperties: false,
  required: ['total'],
  properties: {
    total: { type: 'integer', title: 'Total', minimum: 0, description: 'The total the customer was shown; a different server total answers 400.' },
    payment: checkoutPaymentField,
  },
} as const;

/**
 * POST /api/admin/draft-orders: an order the team takes by phone or WhatsApp, saved as a draft (a checkout the team
 * holds): the boxes and add-ons, the customer's party details and the delivery (address, day and slot). The console's
 * form validates with the same schema and rules (validateDraftOrder).
 */
export const draftOrderRequestSchema = {
  $id: 'draft-order-request',
  type: 'object',
  additionalProperties: false,
  required: ['lines', 'customization', 'delivery'],
  properties: {
    lines: cartLinesField,
    extras: cartExtrasField,
    customization: { ...customizationFields, title: 'Customer and party', errorMessage: 'Enter the customer and party details' },
    delivery: { ...deliveryFields, title: 'Delivery details', errorMessage: 'Enter the delivery details' },
  },
} as const;

/**
 * POST /api/admin/draft-orders/:id/finalise: the draft becomes the order, paid in cash on delivery (`cod`) or online
 * through a Razorpay Payment Link texted to the customer (`link`), at the total the operator was shown.
 */
export const draftOrderFinaliseRequestSchema = {
  $id: 'draft-order-finalise-request',
  type: 'object',
  additionalProperties: false,
  required: ['payment', 'total'],
  properties: {
    payment: { type: 'string', title: 'Payment', enum: ['cod', 'link'], errorMessage: 'Choose cash on delivery or a payment link' },
    total: { type: 'integer', title: 'Total', minimum: 0, description: 'The total the operator was shown; a different server total answers 400.' },
  },
} as const;

const rupees = { type: 'integer', minimum: 0 } as const;
const text = { type: 'string' } as const;

/** GET /api/admin/draft-orders/choices: the themes (with their add-ons) a draft order can hold, as the catalog prices them. */
export const draftOrderChoicesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['themes'],
  properties: {
    themes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'basePrice', 'addons'],
        properties: {
          id: text,
          name: text,
          basePrice: rupees,
          addons: {
            type: 'array',
            items: { type: 'object', additionalProperties: false, required: ['key', 'label', 'price'], properties: { key: text, label: text, price: rupees } },
          },
        },
      },
    },
  },
} as const;

const pricedAddon = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'label', 'price'],
  properties: { key: text, label: text, price: rupees },
} as const;

/** The values a saved step holds: any of the form's fields (as saved), plus the stored record's id. */
const savedPart = (fields: { properties: object }) =>
  ({ type: 'object', additionalProperties: false, required: ['id'], properties: { id: text, ...fields.properties } }) as const;

/** The checkout as the API answers it: every amount computed by the server from the catalog. */
export const checkoutViewSchema = {
  $id: 'checkout-view',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'status', 'expiresAt', 'lines', 'extras', 'subtotal', 'shipping', 'total'],
  properties: {
    id: { type: 'string', description: "The checkout's secret id (a random UUID v4): a guest's capability, kept in an HttpOnly cookie too." },
    version: { type: 'integer', minimum: 0, description: 'Send it back with the next PATCH; a stale one answers 409 with the current checkout.' },
    status: { type: 'string', enum: ['open', 'completed'] },
    expiresAt: { type: 'string', description: 'When an untouched checkout expires (ISO 8601); every save moves it on.' },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['themeId', 'themeName', 'route', 'image', 'addons', 'quantity', 'basePrice', 'unitPrice', 'lineTotal'],
        properties: {
          themeId: text,
          themeName: text,
          route: { type: 'string', description: "The theme page's path." },
          image: { type: 'object', additionalProperties: false, required: ['src', 'alt'], properties: { src: text, alt: text } },
          addons: { type: 'array', items: pricedAddon },
          quantity: { type: 'integer', minimum: 1 },
          basePrice: rupees,
          unitPrice: rupees,
          lineTotal: rupees,
        },
      },
    },
    extras: { type: 'array', items: pricedAddon },
    subtotal: rupees,
    shipping: rupees,
    total: rupees,
    customization: savedPart(customizationFields),
    delivery: savedPart(deliveryFields),
    payment: {
      type: 'object',
      additionalProperties: false,
      required: ['method'],
      properties: { method: { type: 'string', enum: paymentMethods }, bank: { type: 'string', enum: netBankingBanks } },
    },
    deliveryHold: {
      type: 'object',
      additionalProperties: false,
      required: ['date', 'slotId', 'label', 'until', 'token'],
      description:
        'The delivery day and slot held for this checkout: it counts against capacity for everyone else until `until` (ISO 8601), and placing the order turns it into the booking. After `until` the place is free to anyone: save the delivery step again to hold it again.',
      properties: {
        date: { type: 'string', description: 'YYYY-MM-DD, in Mumbai.' },
        slotId: text,
        label: { type: 'string', description: 'The slot as customers read it ("9 am-12 pm").' },
        until: { type: 'string', description: 'When the hold ends (ISO 8601).' },
        token: { type: 'string', description: 'Send as heldBy to GET /api/delivery-calendar: the held place then reads as free to this checkout.' },
      },
    },
    prefill: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'phone'],
      description: "The signed-in owner's account details, to prefill the forms.",
      properties: { name: text, phone: text, email: text },
    },
    order: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'orderNumber', 'accessToken'],
      description: 'The order this checkout became (status completed).',
      properties: { id: text, orderNumber: text, accessToken: text },
    },
  },
} as const;

const { $id: _placedOrderId, ...placedOrderFields } = placedOrderSchema;
const { $id: _checkoutOptionsId, ...checkoutOptionsFields } = checkoutOptionsSchema;

/**
 * The answer to complete: the order (201 the first time, 200 with Idempotent-Replayed: true every later time), and for
 * an online method the options that open Razorpay's checkout (a replay answers the same gateway order while it is
 * still payable). Cash on delivery answers no `payment`.
 */
export const checkoutCompletedSchema = {
  $id: 'checkout-completed',
  type: 'object',
  additionalProperties: false,
  required: ['order', 'accessToken'],
  properties: {
    order: placedOrderFields,
    accessToken: { type: 'string', description: 'Reads the order back (GET /api/orders/:id with the header Order-Access-Token).' },
    payment: { ...checkoutOptionsFields, description: "Open Razorpay's checkout with these (online methods only)." },
  },
} as const;

const { $id: _checkoutViewId, ...checkoutViewFields } = checkoutViewSchema;

/**
 * GET /api/admin/draft-orders: the team's open drafts, newest first, each read by its key (so a draft just discarded or
 * placed is never listed): who it is for, its boxes, its total priced now, the delivery day and slot it asks for (and
 * until when the calendar holds that place for it), and when the draft itself expires.
 */
export const draftOrderListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['drafts'],
  properties: {
    drafts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'by', 'createdAt', 'expiresAt', 'items', 'total'],
        properties: {
          id: text,
          by: { type: 'string', description: 'The operator who saved it.' },
          name: text,
          phone: text,
          createdAt: text,
          expiresAt: { type: 'string', description: 'When the draft expires unless it is placed (ISO 8601).' },
          items: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['themeName', 'quantity', 'addons'],
              properties: { themeName: text, quantity: { type: 'integer', minimum: 1 }, addons: { type: 'array', items: text } },
            },
          },
          total: rupees,
          slot: {
            type: 'object',
            additionalProperties: false,
            required: ['date', 'label'],
            properties: {
              date: text,
              label: text,
              heldUntil: { type: 'string', description: 'While the calendar holds the place for this draft (ISO 8601); absent once the hold ran out.' },
            },
          },
        },
      },
    },
  },
} as const;

/** POST /api/admin/draft-orders/:id/discard: the draft as discarded (the same answer to a second discard). */
export const draftOrderDiscardedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'discardedAt', 'discardedBy'],
  properties: { id: text, discardedAt: text, discardedBy: text },
} as const;

/** The 409 answer to a save against a stale version (or to a completed checkout): the error and the checkout as it now stands. */
export const checkoutChangedSchema = {
  $id: 'checkout-changed',
  type: 'object',
  additionalProperties: false,
  required: ['error', 'message', 'checkout'],
  properties: {
    error: {
      type: 'string',
      enum: ['checkout_changed', 'checkout_completed', 'delivery_unavailable'],
      description:
        'checkout_changed: saved meanwhile (re-apply on `checkout.version`); checkout_completed: already an order; delivery_unavailable: the chosen day or slot filled up (or was blocked) before the order was placed: `fields` names delivery.deliveryDate or delivery.deliverySlot.',
    },
    message: text,
    fields: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'message'],
        properties: { field: text, message: text },
      },
    },
    checkout: checkoutViewFields,
  },
} as const;

/** Every checkout request schema, by the name its generated validator is exported under. */
export const checkoutRequestSchemas = {
  validateCheckoutCreateRequest: checkoutCreateRequestSchema,
  validateCheckoutPatchRequest: checkoutPatchRequestSchema,
  validateCheckoutCompleteRequest: checkoutCompleteRequestSchema,
  validateDraftOrderRequest: draftOrderRequestSchema,
  validateDraftOrderFinaliseRequest: draftOrderFinaliseRequestSchema,
} as const;
