// The precompiled validator of every request body schema, by the schema's `$id`: what the API hands Fastify. A module
// of its own, imported by nothing else here, so the API can import it at its first request with a body: the API's
// Lambda bundle keeps the generated validators (about 0.1 MB) out of what a cold start reads.
import { validateSignUpRequest, validateConfirmSignUpRequest, validatePhoneRequest, validateSignInRequest } from './generated/account-validators.js';
import {
  validateSmsCodeRequest,
  validateAuthenticatorCodeRequest,
  validateResetPasswordRequest,
  validateProfileRequest,
} from './generated/account-validators.js';
import { validateCalendarDayChange } from './generated/calendar-validators.js';
import { validateCheckoutCreateRequest, validateCheckoutPatchRequest, validateCheckoutCompleteRequest } from './generated/checkout-validators.js';
import { validateDraftOrderRequest, validateDraftOrderFinaliseRequest } from './generated/checkout-validators.js';
import { validateOrderStatusChange, validatePaymentStatusChange, validateInboxHandled } from './generated/operations-validators.js';
import { validateCustomerCancel, validateOrderNote, validateLinkRotation } from './generated/operations-validators.js';
import { validateOrderEdit, validateCustomerEdit, validateCustomQuote } from './generated/operations-validators.js';
import { validateOperatorRefundRequest, validatePaymentVerifyRequest } from './generated/payments-validators.js';
import { validateContactRequest, validateCustomizationRequest, validateDeliveryRequest } from './generated/validators.js';
import { validateSubscriptionRequest, validateSuggestionRequest, type GeneratedValidator } from './generated/validators.js';
import {
  authenticatorCodeRequestSchema,
  confirmSignUpRequestSchema,
  phoneRequestSchema,
  profileRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  smsCodeRequestSchema,
} from './schemas/accounts';
import { calendarDayChangeSchema } from './schemas/calendar';
import {
  checkoutCompleteRequestSchema,
  checkoutCreateRequestSchema,
  checkoutPatchRequestSchema,
  draftOrderFinaliseRequestSchema,
  draftOrderRequestSchema,
} from './schemas/checkout';
import {
  customerCancelSchema,
  customerEditSchema,
  customQuoteSchema,
  inboxHandledSchema,
  linkRotationSchema,
  orderEditSchema,
  orderNoteSchema,
  orderStatusChangeSchema,
  paymentStatusChangeSchema,
} from './schemas/operations';
import { operatorRefundRequestSchema, paymentVerifyRequestSchema } from './schemas/payments';
import {
  contactRequestSchema,
  customizationRequestSchema,
  deliveryRequestSchema,
  subscriptionRequestSchema,
  suggestionRequestSchema,
} from './schemas/requests';

export type { GeneratedValidator } from './generated/validators.js';

/** The precompiled validator of each request schema, by the schema's `$id` (the API hands them to Fastify). */
export const requestValidatorsById: Readonly<Record<string, GeneratedValidator>> = {
  [contactRequestSchema.$id]: validateContactRequest,
  [customizationRequestSchema.$id]: validateCustomizationRequest,
  [deliveryRequestSchema.$id]: validateDeliveryRequest,
  [suggestionRequestSchema.$id]: validateSuggestionRequest,
  [subscriptionRequestSchema.$id]: validateSubscriptionRequest,
  [signUpRequestSchema.$id]: validateSignUpRequest,
  [confirmSignUpRequestSchema.$id]: validateConfirmSignUpRequest,
  [phoneRequestSchema.$id]: validatePhoneRequest,
  [signInRequestSchema.$id]: validateSignInRequest,
  [smsCodeRequestSchema.$id]: validateSmsCodeRequest,
  [authenticatorCodeRequestSchema.$id]: validateAuthenticatorCodeRequest,
  [resetPasswordRequestSchema.$id]: validateResetPasswordRequest,
  [profileRequestSchema.$id]: validateProfileRequest,
  [calendarDayChangeSchema.$id]: validateCalendarDayChange,
  [checkoutCreateRequestSchema.$id]: validateCheckoutCreateRequest,
  [checkoutPatchRequestSchema.$id]: validateCheckoutPatchRequest,
  [checkoutCompleteRequestSchema.$id]: validateCheckoutCompleteRequest,
  [draftOrderRequestSchema.$id]: validateDraftOrderRequest,
  [draftOrderFinaliseRequestSchema.$id]: validateDraftOrderFinaliseRequest,
  [orderStatusChangeSchema.$id]: validateOrderStatusChange,
  [paymentStatusChangeSchema.$id]: validatePaymentStatusChange,
  [inboxHandledSchema.$id]: validateInboxHandled,
  [customerCancelSchema.$id]: validateCustomerCancel,
  [orderNoteSchema.$id]: validateOrderNote,
  [linkRotationSchema.$id]: validateLinkRotation,
  [orderEditSchema.$id]: validateOrderEdit,
  [customerEditSchema.$id]: validateCustomerEdit,
  [customQuoteSchema.$id]: validateCustomQuote,
  [paymentVerifyRequestSchema.$id]: validatePaymentVerifyRequest,
  [operatorRefundRequestSchema.$id]: validateOperatorRefundRequest,
};
