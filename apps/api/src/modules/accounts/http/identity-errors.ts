// Cognito's refusals as answers a customer can act on. The SDK's own text goes to the log, never to the client.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the customer was doing, which decides what a refusal means (a wrong password at sign-up is a policy problem). */
export type AuthStep =
  'sign-up' | 'confirm' | 'resend' | 'sign-in' | 'sms-code' | 'authenticator-code' | 'authenticator' | 'forgot' | 'reset' | 'refresh' | 'sign-out' | 'profile';

/** An account answer: status, stable code, customer message, and the field to show it beside. */
export interface AuthRefusal {
  readonly status: number;
  readonly error: string;
  readonly message: string;
  readonly field?: string;
}

export const wrongCodeMessage = 'That code is not right. Check the SMS and try again, or ask for a new code.';
export const wrongAuthenticatorCodeMessage =
  "That code is not right. Enter the 6-digit code your authenticator app shows now (a new one comes every 30 seconds), and check the phone's clock is set automatically.";
export const expiredCodeMessage = 'That code has expired. Ask for a new code and enter it here.';
export const tooManyAttemptsMessage = 'Too many attempts. Please wait 15 minutes and try again.';
export const accountExistsMessage = 'An account with this phone number already exists. Sign in, or reset your password if you forgot it.';
export const notConfirmedMessage = 'This phone number is not confirmed yet. Create the account again to get a new code, or enter the code we sent.';
export const wrongCredentialsMessage = 'That phone number and password do not match. Try again, or reset your password.';
export const signInExpiredMessage = 'Your sign-in took too long. Enter your phone number and password again.';
export const signInTamperedMessage = 'This sign-in could not be checked: its cookie was changed on this device. Enter your phone number and password again.';
export const signedOutMessage = 'Please sign in to continue.';
export const accountsUnavailableMessage = 'Accounts are not available right now. Please try again in a minute.';
export const phoneNotAllowedMessage = 'Accounts are for Indian mobile numbers: enter 10 digits starting 6 to 9, like 98200 98200.';
export const smsFailedMessage = 'We could not send the SMS. Check the phone number and try again in a minute.';

const codeRefusals = new Set(['CodeMismatchException', 'ExpiredCodeException', 'NotAuthorizedException', 'UserNotFoundException']);

/** The answer for a Cognito exception's name during `step`. */
export function refusalFor(name: string, step: AuthStep): AuthRefusal {
  // A code for a phone with no account, an account with no code pending, or an expired code: the same answer as a
  // wrong code, so confirm and reset never tell whether a phone number has an account.
  if ((step === 'confirm' || step === 'reset') && codeRefusals.has(name)) {
    return { status: 400, error: 'wrong_code', message: wrongCodeMessage, field: 'code' };
  }
  const authenticatorStep = step === 'authenticator-code' || step === 'authenticator';
  switch (name) {
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      if (authenticatorStep) return { status: 400, error: 'wrong_code', message: wrongAuthenticatorCodeMessage, field: 'code' };
      return { status: 400, error: 'wrong_code', message: wrongCodeMessage, field: 'code' };
    case 'ExpiredCodeException':
      return { status: 400, error: 'expired_code', message: expiredCodeMessage, field: 'code' };
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return { status: 429, error: 'too_many_attempts', message: tooManyAttemptsMessage };
    case 'UsernameExistsException':
      return { status: 409, error: 'account_exists', message: accountExistsMessage, field: 'phone' };
    case 'UserNotConfirmedException':
      return { status: 403, error: 'not_confirmed', message: notConfirmedMessage, field: 'phone' };
    case 'InvalidPasswordException':
      // The emulator says InvalidPassword for a wrong password at sign-in; Cognito says it for a policy violation.
      return step === 'sign-in'
        ? { status: 401, error: 'wrong_credentials', message: wrongCredentialsMessage, field: 'password' }
        : { status: 400, error: 'weak_password', message: 'Use at least 8 characters', field: 'password' };
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      if (step === 'sms-code' || step === 'authenticator-code') return { status: 401, error: 'sign_in_expired', message: signInExpiredMessage };
      if (step === 'refresh' || step === 'sign-out' || step === 'profile' || step === 'authenticator')
        return { status: 401, error: 'signed_out', message: signedOutMessage };
      return { status: 401, error: 'wrong_credentials', message: wrongCredentialsMessage, field: 'password' };
    case 'UserLambdaValidationException':
      // The pre-sign-up trigger's refusal (modules/accounts/identity/pre-sign-up.ts): the API's own check refuses the same numbers first.
      return { status: 400, error: 'phone_not_allowed', message: phoneNotAllowedMessage, field: 'phone' };
    case 'CodeDeliveryFailureException':
    case 'InvalidSmsRoleAccessPolicyException':
    case 'InvalidSmsRoleTrustRelationshipException':
      return { status: 503, error: 'sms_failed', message: smsFailedMessage };
    default:
      return { status: 503, error: 'accounts_unavailable', message: accountsUnavailableMessage };
  }
}

/** Sends the refusal for `error` (logged with its SDK name and text, which never reach the client). */
export function answerIdentityError(request: FastifyRequest, reply: FastifyReply, error: unknown, step: AuthStep): FastifyReply {
  const name = (error as { name?: string }).name ?? 'Error';
  // A refused SECRET_HASH is this server's configuration (COGNITO_CLIENT_SECRET), never the customer's password.
  const misconfigured = name === 'NotAuthorizedException' && /secret/i.test((error as Error).message ?? '');
  const refusal = misconfigured ? { status: 503, error: 'accounts_unavailable', message: accountsUnavailableMessage } : refusalFor(name, step);
  // An expected refusal (wrong password, expired code, refused refresh) is one line without a stack; only an
  // unexpected failure (Cognito unreachable, a bug) keeps the error with its stack.
  if (refusal.status >= 500) request.log.warn({ statusCode: refusal.status, step, cognitoError: name, err: error }, `account ${step} refused: ${name}`);
  else request.log.info({ statusCode: refusal.status, step, cognitoError: name }, `account ${step} refused: ${name}`);
  return sendRefusal(reply, refusal);
}

/** Sends a refusal as `{ error, message, fields? }`, the API's error shape. */
export function sendRefusal(reply: FastifyReply, refusal: AuthRefusal): FastifyReply {
  return reply.code(refusal.status).send({
    error: refusal.error,
    message: refusal.message,
    ...(refusal.field && { fields: [{ field: refusal.field, message: refusal.message }] }),
  });
}
