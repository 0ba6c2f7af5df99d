// Validation of every request, shared by the storefront's forms and the API: schema first, then business rules.
import type { FromSchema } from 'json-schema-to-ts';
import { toFieldErrors, type FieldError } from './field-errors';
import {
  validateContactRequest,
  validateCustomizationRequest,
  validateDeliveryRequest,
  validateOrderRequest,
  validateSubscriptionRequest,
  validateSuggestionRequest,
  type GeneratedValidator,
} from './generated/validators.js';
import { eventDateProblem, pincodeProblem, type RuleContext } from './rules';
import {
  contactRequestSchema,
  customizationRequestSchema,
  deliveryRequestSchema,
  orderRequestSchema,
  subscriptionRequestSchema,
  suggestionRequestSchema,
} from './schemas/requests';

type Plain<S> = FromSchema<S & { additionalProperties: false }>;

export type ContactRequest = Plain<typeof contactRequestSchema>;
export type CustomizationRequest = Plain<typeof customizationRequestSchema>;
export type DeliveryRequest = Plain<typeof deliveryRequestSchema>;
export type SuggestionRequest = Plain<typeof suggestionRequestSchema>;
export type SubscriptionRequest = Plain<typeof subscriptionRequestSchema>;
export type OrderRequest = Plain<typeof orderRequestSchema>;

/** The outcome of validating a request: the typed value, or one message per field. */
export type Validation<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: FieldError[] };

function bySchema<T>(validator: GeneratedValidator, schema: object, input: unknown): Validation<T> {
  if (validator(input)) return { ok: true, value: input as T };
  return { ok: false, errors: toFieldErrors(schema, validator.errors ?? []) };
}

function withRules<T>(result: Validation<T>, rules: (value: T) => FieldError[]): Validation<T> {
  if (!result.ok) return result;
  const errors = rules(result.value);
  return errors.length ? { ok: false, errors } : result;
}

const problem = (field: string, message: string | undefined): FieldError[] => (message ? [{ field, message }] : []);

/** Validates a contact message. */
export function validateContact(input: unknown): Validation<ContactRequest> {
  return bySchema(validateContactRequest, contactRequestSchema, input);
}

/** Validates a customization (from /customize or /custom): the schema, then the event date's lead time. */
export function validateCustomization(input: unknown, context: RuleContext): Validation<CustomizationRequest> {
  return withRules(bySchema<CustomizationRequest>(validateCustomizationRequest, customizationRequestSchema, input), (value) =>
    problem('eventDate', eventDateProblem(value.eventDate, context)),
  );
}

/** Validates delivery details: the schema, then the delivery area. */
export function validateDelivery(input: unknown, context: RuleContext): Validation<DeliveryRequest> {
  return withRules(bySchema<DeliveryRequest>(validateDeliveryRequest, deliveryRequestSchema, input), (value) =>
    problem('pincode', pincodeProblem(value.pincode, context.deliveryArea)),
  );
}

/** Validates a theme suggestion: the schema, then the event date's lead time when a date is given. */
export function validateSuggestion(input: unknown, context: RuleContext): Validation<SuggestionRequest> {
  return withRules(bySchema<SuggestionRequest>(validateSuggestionRequest, suggestionRequestSchema, input), (value) =>
    value.eventDate ? problem('eventDate', eventDateProblem(value.eventDate, context)) : [],
  );
}

/** Validates a newsletter subscription. */
export function validateSubscription(input: unknown): Validation<SubscriptionRequest> {
  return bySchema(validateSubscriptionRequest, subscriptionRequestSchema, input);
}

/** Validates an order's shape; the API then checks themes and add-ons against the catalog and prices it. */
export function validateOrder(input: unknown): Validation<OrderRequest> {
  return withRules(bySchema<OrderRequest>(validateOrderRequest, orderRequestSchema, input), (value) =>
    value.paymentMethod === 'netbanking' && !value.bank ? [{ field: 'bank', message: 'Choose your bank' }] : [],
  );
}
