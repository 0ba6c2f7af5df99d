// The server-owned checkout on the wire: its request and answer types and the validation of each request (the
// schema, then the same business rules as the forms: the event date's lead time, the delivery area, a bank for net
// banking). Shared by the checkout pages and the API.
import type { FromSchema } from 'json-schema-to-ts';
import type { FieldError } from './field-errors';
import { toFieldErrors } from './field-errors';
import {
  validateCheckoutCompleteRequest as validateCheckoutCompleteSchema,
  validateCheckoutCreateRequest as validateCheckoutCreateSchema,
  validateCheckoutPatchRequest as validateCheckoutPatchSchema,
  validateDraftOrderRequest as validateDraftOrderSchema,
} from './generated/checkout-validators.js';
import type { GeneratedValidator } from './generated/validators.js';
import type { RuleContext } from './rules';
import {
  checkoutChangedSchema,
  checkoutCompletedSchema,
  checkoutCompleteRequestSchema,
  checkoutCreateRequestSchema,
  checkoutPatchRequestSchema,
  checkoutViewSchema,
  draftOrderChoicesSchema,
  draftOrderDiscardedSchema,
  draftOrderFinaliseRequestSchema,
  draftOrderListSchema,
  draftOrderRequestSchema,
} from './schemas/checkout';
import { customizationRuleProblems, deliveryRuleProblems, mergeProblems, type Plain, type Validation } from './validate';

export * from './schemas/checkout';

export type CheckoutCreateRequest = Plain<typeof checkoutCreateRequestSchema>;
export type CheckoutPatchRequest = Plain<typeof checkoutPatchRequestSchema>;
export type CheckoutCompleteRequest = Plain<typeof checkoutCompleteRequestSchema>;
export type DraftOrderRequest = Plain<typeof draftOrderRequestSchema>;
export type DraftOrderFinaliseRequest = Plain<typeof draftOrderFinaliseRequestSchema>;
export type DraftOrderChoices = FromSchema<typeof draftOrderChoicesSchema>;
export type DraftOrderList = FromSchema<typeof draftOrderListSchema>;
export type DraftOrderSummary = DraftOrderList['drafts'][number];
export type DraftOrderDiscarded = FromSchema<typeof draftOrderDiscardedSchema>;
export type CheckoutPayment = NonNullable<CheckoutPatchRequest['payment']>;
/** The delivery step: the address and the day and slot chosen on the delivery calendar. */
export type CheckoutDelivery = NonNullable<CheckoutPatchRequest['delivery']>;
export type CheckoutView = FromSchema<typeof checkoutViewSchema>;
export type CheckoutLine = CheckoutView['lines'][number];
export type CheckoutCompleted = FromSchema<typeof checkoutCompletedSchema>;
export type CheckoutChanged = FromSchema<typeof checkoutChangedSchema>;

/** The steps of a checkout, as complete names them when one is missing. */
export const checkoutSteps = ['lines', 'customization', 'delivery', 'payment'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** What complete says about each step that is not done yet. */
export const missingStepMessages: Readonly<Record<Exclude<CheckoutStep, 'lines'>, string>> = {
  customization: 'Save your party details first',
  delivery: 'Enter your delivery details first',
  payment: 'Choose a payment method',
};

/** The error code and message of a PATCH against a stale version (409, with the current checkout). */
export const checkoutChangedError = 'checkout_changed';
export const checkoutChangedMessage = 'This checkout was changed in another tab or window: here it is as it stands now, check it and save again.';

/** The error code of a complete whose delivery day or slot filled up before the order was placed (409, naming the field). */
export const deliveryUnavailableError = 'delivery_unavailable';

/** The error code of a checkout past its expiry (410). */
export const checkoutExpiredError = 'checkout_expired';
export const checkoutExpiredMessage = 'This checkout has expired: your cart is still here, proceed to checkout again.';

/** The payment rule beyond the schema: net banking needs a bank. */
export function paymentRuleProblems(payment: unknown, field = 'payment'): FieldError[] {
  const value = payment !== null && typeof payment === 'object' ? (payment as Record<string, unknown>) : {};
  return value.method === 'netbanking' && !value.bank ? [{ field: `${field}.bank`, message: 'Choose your bank' }] : [];
}

function bySchema<T>(validator: GeneratedValidator, schema: object, input: unknown): Validation<T> {
  if (validator(input)) return { ok: true, value: input as T };
  return { ok: false, errors: toFieldErrors(schema, validator.errors ?? []) };
}

function withRuleProblems<T>(result: Validation<T>, ruleErrors: FieldError[]): Validation<T> {
  if (result.ok && ruleErrors.length === 0) return result;
  return { ok: false, errors: mergeProblems(result.ok ? [] : result.errors, ruleErrors) };
}

const prefixed = (prefix: string, errors: FieldError[]): FieldError[] => errors.map((error) => ({ ...error, field: `${prefix}.${error.field}` }));
const partOf = (input: unknown, part: string): unknown => (input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[part] : undefined);

/** Validates a new checkout's lines and extras (the API then checks them against the catalog). */
export function validateCheckoutCreate(input: unknown): Validation<CheckoutCreateRequest> {
  return bySchema(validateCheckoutCreateSchema, checkoutCreateRequestSchema, input);
}

/** The rules of each step a checkout PATCH carries, on the raw body, named by step ("delivery.pincode"). */
export function checkoutPatchRuleProblems(input: unknown, context: RuleContext): FieldError[] {
  const customization = partOf(input, 'customization');
  const delivery = partOf(input, 'delivery');
  const payment = partOf(input, 'payment');
  return [
    ...(customization === undefined ? [] : prefixed('customization', customizationRuleProblems(customization, context))),
    ...(delivery === undefined ? [] : prefixed('delivery', deliveryRuleProblems(delivery, context))),
    ...(payment === undefined ? [] : paymentRuleProblems(payment)),
  ];
}

/** Validates a checkout PATCH: the schema, then each step's own rules, named by step ("delivery.pincode"). */
export function validateCheckoutPatch(input: unknown, context: RuleContext): Validation<CheckoutPatchRequest> {
  return withRuleProblems(
    bySchema<CheckoutPatchRequest>(validateCheckoutPatchSchema, checkoutPatchRequestSchema, input),
    checkoutPatchRuleProblems(input, context),
  );
}

/** Validates a complete request: the total shown, and the payment step when it comes with it. */
export function validateCheckoutComplete(input: unknown): Validation<CheckoutCompleteRequest> {
  const payment = partOf(input, 'payment');
  return withRuleProblems(
    bySchema<CheckoutCompleteRequest>(validateCheckoutCompleteSchema, checkoutCompleteRequestSchema, input),
    payment === undefined ? [] : paymentRuleProblems(payment),
  );
}

/** The rules of a draft order beyond its schema (the party's lead time, the delivery area), named by part. */
export function draftOrderRuleProblems(input: unknown, context: RuleContext): FieldError[] {
  const customization = partOf(input, 'customization');
  const delivery = partOf(input, 'delivery');
  return [
    ...(customization === undefined ? [] : prefixed('customization', customizationRuleProblems(customization, context))),
    ...(delivery === undefined ? [] : prefixed('delivery', deliveryRuleProblems(delivery, context))),
  ];
}

/** Validates a draft order as the console's form and the API both do: the schema, then the same rules as checkout. */
export function validateDraftOrder(input: unknown, context: RuleContext): Validation<DraftOrderRequest> {
  return withRuleProblems(bySchema<DraftOrderRequest>(validateDraftOrderSchema, draftOrderRequestSchema, input), draftOrderRuleProblems(input, context));
}
