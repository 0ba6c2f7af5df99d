// Validation of every request, shared by the storefront's forms and the API: schema first, then business rules.
import type { FromSchema } from 'json-schema-to-ts';
import { toFieldErrors, type FieldError } from './field-errors';
import {
  validateContactRequest,
  validateCustomizationRequest,
  validateDeliveryRequest,
  validateSubscriptionRequest,
  validateSuggestionRequest,
  type GeneratedValidator,
} from './generated/validators.js';
import { eventDateProblem, pincodeProblem, type RuleContext } from './rules';
import type { errorAnswerSchema, placedOrderSchema } from './schemas/responses';
import {
  contactRequestSchema,
  customizationRequestSchema,
  deliveryRequestSchema,
  subscriptionRequestSchema,
  suggestionRequestSchema,
} from './schemas/requests';

/** The type of a request a closed schema (`additionalProperties: false`) accepts. */
export type Plain<S> = FromSchema<S & { additionalProperties: false }>;

export type ContactRequest = Plain<typeof contactRequestSchema>;
export type CustomizationRequest = Plain<typeof customizationRequestSchema>;
export type DeliveryRequest = Plain<typeof deliveryRequestSchema>;
export type SuggestionRequest = Plain<typeof suggestionRequestSchema>;
export type SubscriptionRequest = Plain<typeof subscriptionRequestSchema>;
export type PlacedOrder = FromSchema<typeof placedOrderSchema>;
/** Every 4xx and 5xx answer of the API: a stable code, a message for people, the fields at fault, the wait of a 429. */
export type ErrorAnswer = FromSchema<typeof errorAnswerSchema>;
export type OrderedAddon = PlacedOrder['extras'][number];
export type PlacedOrderLine = PlacedOrder['lines'][number];

/** What the suggestion form says when it has neither a phone number nor an e-mail address to reply to. */
export const replyContactRequiredMessage = 'Give us a phone number or an e-mail address so we can reply';

/** The outcome of validating a request: the typed value, or one message per field. */
export type Validation<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: FieldError[] };

function bySchema<T>(validator: GeneratedValidator, schema: object, input: unknown): Validation<T> {
  if (validator(input)) return { ok: true, value: input as T };
  return { ok: false, errors: toFieldErrors(schema, validator.errors ?? []) };
}

/**
 * The schema's problems followed by the rules' problems with other fields. A rule runs on its field whenever the
 * schema accepted that field, even if other fields failed, so the customer sees every problem at once rather than one
 * round at a time. The API merges its catalog and reference checks the same way.
 */
export function mergeProblems(schemaErrors: readonly FieldError[], ruleErrors: readonly FieldError[]): FieldError[] {
  return [...schemaErrors, ...ruleErrors.filter((error) => !schemaErrors.some((e) => e.field === error.field))];
}

function withRules<T>(result: Validation<T>, input: unknown, rules: (value: unknown) => FieldError[]): Validation<T> {
  const schemaErrors = result.ok ? [] : result.errors;
  const ruleErrors = rules(input);
  if (result.ok && ruleErrors.length === 0) return result;
  return { ok: false, errors: mergeProblems(schemaErrors, ruleErrors) };
}

const fieldsOf = (input: unknown): Partial<Record<string, unknown>> => (input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {});

/** A rule's problem with a text field, checked only when the field is text (the schema reports anything else). */
function textRule(field: string, value: unknown, check: (text: string) => string | undefined): FieldError[] {
  const message = typeof value === 'string' && value !== '' ? check(value) : undefined;
  return message ? [{ field, message }] : [];
}

/** The business rules of a customization (the event date's lead time), on the raw body. */
export function customizationRuleProblems(input: unknown, context: RuleContext): FieldError[] {
  return textRule('eventDate', fieldsOf(input).eventDate, (date) => eventDateProblem(date, context));
}

/** The business rules of a delivery (the delivery area), on the raw body. */
export function deliveryRuleProblems(input: unknown, context: RuleContext): FieldError[] {
  return textRule('pincode', fieldsOf(input).pincode, (pincode) => pincodeProblem(pincode, context.deliveryArea));
}

/** The business rules of a suggestion (a way to reply, the event date's lead time), on the raw body. */
export function suggestionRuleProblems(input: unknown, context: RuleContext): FieldError[] {
  const value = fieldsOf(input);
  const hasReplyContact = [value.phone, value.email].some((contact) => typeof contact === 'string' && contact.trim() !== '');
  return [
    ...(hasReplyContact ? [] : [{ field: 'phone', message: replyContactRequiredMessage }]),
    ...textRule('eventDate', value.eventDate, (date) => eventDateProblem(date, context)),
  ];
}

/** Validates a contact message. */
export function validateContact(input: unknown): Validation<ContactRequest> {
  return bySchema(validateContactRequest, contactRequestSchema, input);
}

/** Validates a customization (from /customize or /custom): the schema, then the event date's lead time. */
export function validateCustomization(input: unknown, context: RuleContext): Validation<CustomizationRequest> {
  return withRules(bySchema<CustomizationRequest>(validateCustomizationRequest, customizationRequestSchema, input), input, (value) =>
    customizationRuleProblems(value, context),
  );
}

/** Validates delivery details: the schema, then the delivery area. */
export function validateDelivery(input: unknown, context: RuleContext): Validation<DeliveryRequest> {
  return withRules(bySchema<DeliveryRequest>(validateDeliveryRequest, deliveryRequestSchema, input), input, (value) => deliveryRuleProblems(value, context));
}

/** Validates a theme suggestion: the schema, a way to reply, then the event date's lead time when a date is given. */
export function validateSuggestion(input: unknown, context: RuleContext): Validation<SuggestionRequest> {
  return withRules(bySchema<SuggestionRequest>(validateSuggestionRequest, suggestionRequestSchema, input), input, (value) =>
    suggestionRuleProblems(value, context),
  );
}

/** Validates a newsletter subscription. */
export function validateSubscription(input: unknown): Validation<SubscriptionRequest> {
  return bySchema(validateSubscriptionRequest, subscriptionRequestSchema, input);
}
