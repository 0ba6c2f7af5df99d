// /api/auth/*: create an account, confirm it, sign in with the password and the SMS code, refresh, reset the
// password, sign out, and who is signed in. Bodies are checked with the account forms' own schemas.
import {
  validateConfirmSignUp,
  validatePhoneOnly,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
  validateSmsCode,
  type AccountCustomer,
  type SessionAnswer,
} from '@partybox/contracts/accounts';
import type { Validation } from '@partybox/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthLimits } from '../env';
import { ValidationFailed } from '../http/errors';
import type { IdentityService } from '../identity/identity-service';
import type { CustomerStore } from '../customers/customer-store';
import { AttemptLimiter } from './attempt-limits';
import { answerIdentityError, sendRefusal, signInExpiredMessage, tooManyAttemptsMessage, type AuthStep } from './identity-errors';
import {
  clearChallengeCookie,
  clearSessionCookies,
  readChallengeCookie,
  refreshCookie,
  setChallengeCookie,
  setSessionCookies,
  signedInSubject,
} from './session-cookies';
import { operatorsGroup } from '../identity/identity-service';

export interface AuthDeps {
  readonly identity: IdentityService;
  readonly customers: CustomerStore;
  readonly limits: AuthLimits;
}

/** The customer as the storefront sees them, from their record. */
export function accountCustomer(record: { Name: string; Phone: string; Email: string }): AccountCustomer {
  return { name: record.Name, phone: record.Phone, email: record.Email };
}

function valid<T>(result: Validation<T>): T {
  if (!result.ok) throw new ValidationFailed(result.errors);
  return result.value;
}

export function authRoutes(app: FastifyInstance, { identity, customers, limits }: AuthDeps): void {
  const perPhone = new AttemptLimiter(limits.perPhone, limits.windowSeconds * 1000);
  const perAddress = new AttemptLimiter(limits.perAddress, limits.windowSeconds * 1000);

  /** Counts the attempt against the address and the phone; answers 429 (and returns false) when either is used up. */
  const allowed = (request: FastifyRequest, reply: FastifyReply, phone?: string): boolean => {
    const byAddress = perAddress.take(request.ip);
    const byPhone = phone === undefined || perPhone.take(phone);
    if (byAddress && byPhone) return true;
    request.log.warn({ statusCode: 429, ip: request.ip, phone: phone && `******${phone.slice(-4)}` }, 'account attempts limited');
    void sendRefusal(reply, { status: 429, error: 'too_many_attempts', message: tooManyAttemptsMessage });
    return false;
  };

  /** Runs one Cognito step, turning its refusals into customer answers. */
  const attempt = async (request: FastifyRequest, reply: FastifyReply, step: AuthStep, work: () => Promise<unknown>) => {
    try {
      const body = await work();
      return reply.header('cache-control', 'no-store').send(body);
    } catch (error) {
      return answerIdentityError(request, reply, error, step);
    }
  };

  app.post('/api/auth/sign-up', async (request, reply) => {
    const value = valid(validateSignUp(request.body));
    if (!allowed(request, reply, value.phone)) return reply;
    return attempt(request, reply, 'sign-up', async () => {
      const { destination } = await identity.signUp({ ...value, name: value.name.trim(), email: value.email?.trim() || undefined });
      return { next: 'confirm', destination };
    });
  });

  app.post('/api/auth/confirm', async (request, reply) => {
    const value = valid(validateConfirmSignUp(request.body));
    if (!allowed(request, reply, value.phone)) return reply;
    return attempt(request, reply, 'confirm', async () => {
      await identity.confirmSignUp(value.phone, value.code);
      return { confirmed: true, next: 'sign-in' };
    });
  });

  app.post('/api/auth/resend', async (request, reply) => {
    const value = valid(validatePhoneOnly(request.body));
    if (!allowed(request, reply, value.phone)) return reply;
    return attempt(request, reply, 'resend', async () => {
      await identity.resendCode(value.phone);
      return { sent: true };
    });
  });

  app.post('/api/auth/sign-in', async (request, reply) => {
    const value = valid(validateSignIn(request.body));
    if (!allowed(request, reply, value.phone)) return reply;
    return attempt(request, reply, 'sign-in', async () => {
      const challenge = await identity.signIn(value.phone, value.password);
      setChallengeCookie(request, reply, challenge);
      return { next: 'sms-code', destination: challenge.destination };
    });
  });

  app.post('/api/auth/sign-in/code', async (request, reply) => {
    const value = valid(validateSmsCode(request.body));
    const challenge = readChallengeCookie(request);
    if (!allowed(request, reply, challenge?.username)) return reply;
    if (!challenge) return sendRefusal(reply, { status: 401, error: 'sign_in_expired', message: signInExpiredMessage });
    return attempt(request, reply, 'sms-code', async () => {
      const tokens = await identity.answerSmsCode(challenge, value.code);
      const [details, subject] = await Promise.all([identity.details(tokens.accessToken), identity.verify(tokens.accessToken)]);
      const record = await customers.update(details.sub, {
        Name: details.name,
        Phone: details.phone,
        Email: details.email,
        PhoneVerified: details.phoneVerified,
      });
      setSessionCookies(request, reply, tokens);
      clearChallengeCookie(request, reply);
      return { signedIn: true, customer: accountCustomer(record), isOperator: subject.groups.includes(operatorsGroup) } satisfies SessionAnswer;
    });
  });

  app.post('/api/auth/refresh', async (request, reply) => {
    if (!allowed(request, reply)) return reply;
    const refresh = request.cookies[refreshCookie];
    if (!refresh) return sendRefusal(reply, { status: 401, error: 'signed_out', message: 'Please sign in to continue.' });
    return attempt(request, reply, 'refresh', async () => {
      try {
        setSessionCookies(request, reply, await identity.refresh(refresh));
      } catch (error) {
        clearSessionCookies(request, reply);
        throw error;
      }
      return { refreshed: true };
    });
  });

  app.post('/api/auth/forgot-password', async (request, reply) => {
    const value = valid(validatePhoneOnly(request.body));
    if (!allowed(request, reply, value.phone)) return reply;
    return attempt(request, reply, 'forgot', async () => {
      await identity.forgotPassword(value.phone);
      return { next: 'reset' };
    });
  });

  app.post('/api/auth/reset-password', async (request, reply) => {
    const value = valid(validateResetPassword(request.body));
    if (!allowed(request, reply, value.phone)) return reply;
    return attempt(request, reply, 'reset', async () => {
      await identity.resetPassword(value.phone, value.code, value.password);
      return { reset: true, next: 'sign-in' };
    });
  });

  app.post('/api/auth/sign-out', async (request, reply) => {
    const refresh = request.cookies[refreshCookie];
    clearSessionCookies(request, reply);
    if (refresh) {
      try {
        await identity.revoke(refresh);
      } catch (error) {
        // The cookies are gone either way; a token Cognito no longer knows cannot be revoked twice.
        request.log.info({ err: error }, 'sign-out: revoking the refresh token failed');
      }
    }
    return reply.header('cache-control', 'no-store').send({ signedIn: false } satisfies SessionAnswer);
  });

  app.get('/api/auth/me', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const subject = await signedInSubject(request, reply, identity);
    const record = subject ? await customers.get(subject.sub) : undefined;
    const answer: SessionAnswer =
      subject && record ? { signedIn: true, customer: accountCustomer(record), isOperator: subject.groups.includes(operatorsGroup) } : { signedIn: false };
    return reply.send(answer);
  });
}
