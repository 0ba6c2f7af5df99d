// /api/auth/*: create an account, confirm it, sign in with the password and the SMS code, refresh, reset the
// password, sign out, and who is signed in. Bodies are checked with the account forms' own schemas.
import {
  confirmSignUpRequestSchema,
  phoneRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  smsCodeRequestSchema,
  type AccountCustomer,
  type SessionAnswer,
} from '@partybox/contracts/accounts';
import { apiPaths, type Validation } from '@partybox/contracts';
import { accountValidators } from './http/account-validators';
import {
  codeResentSchema,
  confirmAnswerSchema,
  forgotPasswordAnswerSchema,
  refreshAnswerSchema,
  resetPasswordAnswerSchema,
  sessionAnswerSchema,
  signInNextSchema,
  signUpAnswerSchema,
} from '@partybox/contracts/account-answers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationFailed } from '../../platform/errors/domain-errors';
import { errorAnswers, serialisable } from '../../platform/http/schemas';
import { e164Phone } from '@partybox/contracts/phone';
import type { IdentityService, SessionTokens, SmsChallenge } from './identity/identity-service';
import type { CustomerStore } from './customer-store';
import type { AuthAttempts } from './http/attempt-limits';
import { passwordStrength } from './password-check';
import { looksLikeRefreshToken } from './token-shapes';
import { answerIdentityError, sendRefusal, signInExpiredMessage, signInTamperedMessage, type AuthStep } from './http/identity-errors';
import {
  accessCookie,
  clearChallengeCookie,
  clearSessionCookies,
  readChallengeCookie,
  refreshCookie,
  setChallengeCookie,
  setSessionCookies,
  signedInAccount,
  usernameCookie,
} from './http/session-cookies';
import { operatorsGroup, tokenRefused } from './identity/identity-service';

export interface AuthDeps {
  readonly identity: IdentityService;
  readonly customers: CustomerStore;
  /** The attempt limits and SMS caps every step runs under (attempt-limits.ts). */
  readonly attempts: AuthAttempts;
  /** Signs the sign-in challenge cookie (see challengeCookieKey). */
  readonly challengeKey: Buffer;
  readonly now: () => Date;
  /** Texts an account's owner (the store's SMS path: SNS on AWS, a log line embedded). */
  readonly textOwner: (to: string, text: string) => Promise<void>;
}

/** What the owner of a phone's account is told when someone tries to create another account with it. */
export const accountExistsText =
  'Party Box: someone tried to create an account with this number, which already has one. If it was you, sign in or reset your password. If not, ignore this message.';

/** A phone for the log: its last four digits. */
const maskPhone = (phone: string) => `******${phone.slice(-4)}`;

/** The `SignedOutAt` of a sign-out at `now`: tokens of a sign-in in this second or before are refused. */
export const signedOutSecond = (now: Date) => Math.ceil(now.getTime() / 1000);

/** The customer as the storefront sees them, from their record. */
export function accountCustomer(record: { Name: string; Phone: string; Email: string; CreatedAt: string }): AccountCustomer {
  return { name: record.Name, phone: record.Phone, email: record.Email, memberSince: record.CreatedAt };
}

function valid<T>(result: Validation<T>): T {
  if (!result.ok) throw new ValidationFailed(result.errors);
  return result.value;
}

/**
 * A route's declaration: its summary, body schema and answer schema (Fastify serialises the answer with it, and the
 * OpenAPI reference lists both). The handler still checks the body with the same validator (attachValidation), so it
 * can count the attempt and answer in the accounts' own words.
 */
export function documented(summary: string, body: object | undefined, answer: object) {
  return { attachValidation: true, schema: { summary, ...(body && { body }), response: { 200: serialisable(answer), ...errorAnswers } } };
}

export async function authRoutes(app: FastifyInstance, { identity, customers, attempts, challengeKey, now, textOwner }: AuthDeps): Promise<void> {
  /** Runs one Cognito step under the attempt limits for `phone`, turning its refusals into customer answers. */
  const attempt = async (request: FastifyRequest, reply: FastifyReply, step: AuthStep, phone: string | undefined, work: () => Promise<unknown>, texts = true) =>
    attempts.run(
      request,
      reply,
      step,
      phone,
      async () => {
        // Sent, not returned: the attempt is counted before the answer leaves (AuthAttempts.run).
        try {
          const body = await work();
          reply.header('cache-control', 'no-store').send(body);
        } catch (error) {
          answerIdentityError(request, reply, error, step);
        }
      },
      texts,
    );
  /** How long the storefront waits before it offers to send another code. */
  const resendAfterSeconds = attempts.sms.limits.resendCooldownSeconds;

  /** Runs a Cognito call whose refusals named `quiet` are logged and otherwise answered as success. */
  const quietlyFor = async (request: FastifyRequest, step: AuthStep, quiet: string[], work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      const name = (error as { name?: string }).name ?? 'Error';
      if (!quiet.includes(name)) throw error;
      request.log.info({ step, cognitoError: name }, `account ${step}: nothing sent (${name})`);
    }
  };

  /**
   * Signs up; a phone whose account was never confirmed is signed up afresh (the old one, its name and e-mail with it,
   * deleted), and the owner of a confirmed account gets a text instead of the caller learning that it exists.
   */
  const signUpOrTellOwner = async (request: FastifyRequest, input: { phone: string; password: string; name: string; email?: string | undefined }) => {
    try {
      await identity.signUp(input);
      return;
    } catch (error) {
      if ((error as { name?: string }).name !== 'UsernameExistsException') throw error;
    }
    const account = await identity.accountOf(input.phone);
    if (account && !account.confirmed) {
      request.log.info({ phone: maskPhone(input.phone) }, 'sign-up: replacing the unconfirmed account of this phone');
      await identity.deleteAccount(input.phone);
      await identity.signUp(input);
      return;
    }
    request.log.info({ phone: maskPhone(input.phone) }, 'sign-up: the phone has an account; its owner is told by SMS');
    await textOwner(e164Phone(input.phone), accountExistsText);
  };

  /** After a password reset, every earlier session of the account ends: on our API (SignedOutAt) and in Cognito. */
  const endSessionsAfterReset = async (request: FastifyRequest, phone: string) => {
    try {
      const account = await identity.accountOf(phone);
      if (account) await customers.signOut(account.sub, signedOutSecond(now()));
      await identity.signOutEverywhere(phone);
    } catch (error) {
      request.log.error({ err: error }, 'password reset: ending the earlier sessions failed');
    }
  };

  app.post(
    apiPaths.auth.signUp,
    documented('Create an account: a code is texted to the phone', signUpRequestSchema, signUpAnswerSchema),
    async (request, reply) => {
      const value = valid((await accountValidators()).validateSignUp(request.body, await passwordStrength()));
      return attempt(request, reply, 'sign-up', value.phone, async () => {
        await signUpOrTellOwner(request, { ...value, name: value.name.trim(), email: value.email?.trim() || undefined });
        // The same answer, to the byte, whether or not the phone had an account.
        return { next: 'confirm', resendAfterSeconds };
      });
    },
  );

  /** A completed sign-in: the customer's record brought up to date from Cognito, the session cookies set. */
  const startSession = async (request: FastifyRequest, reply: FastifyReply, tokens: SessionTokens): Promise<SessionAnswer & { signedIn: true }> => {
    const [details, subject] = await Promise.all([identity.details(tokens.accessToken), identity.verify(tokens.accessToken)]);
    const record = await customers.update(details.sub, {
      Name: details.name,
      Phone: details.phone,
      Email: details.email,
      PhoneVerified: details.phoneVerified,
    });
    // Signed out earlier in this very second: this newer sign-in shares its auth_time second, and must still work.
    if (record.SignedOutAt !== undefined && subject.authTime < record.SignedOutAt) await customers.signOut(details.sub, subject.authTime);
    setSessionCookies(request, reply, tokens);
    clearChallengeCookie(request, reply);
    return { signedIn: true, customer: accountCustomer(record), isOperator: subject.groups.includes(operatorsGroup) };
  };

  /** The sign-in's code step, after a right password: the challenge kept in the signed pb_signin cookie. */
  const codeStep = async (request: FastifyRequest, reply: FastifyReply, phone: string, challenge: SmsChallenge) => {
    setChallengeCookie(request, reply, challengeKey, { ...challenge, phone });
    if (challenge.kind === 'authenticator') return { next: 'authenticator-code' as const };
    // A code was texted: the next one waits out the cooldown (resend below), whichever way it is asked for.
    await attempts.sms.startCooldown(phone, false, 'sign-in');
    return { next: 'sms-code' as const, destination: challenge.destination, resendAfterSeconds };
  };

  app.post(
    apiPaths.auth.confirm,
    documented('Confirm the account with the texted code (with the password: signed in)', confirmSignUpRequestSchema, confirmAnswerSchema),
    async (request, reply) => {
      const value = valid((await accountValidators()).validateConfirmSignUp(request.body));
      return attempt(request, reply, 'confirm', value.phone, async () => {
        await identity.confirmSignUp(value.phone, value.code);
        if (!value.password) return { confirmed: true, next: 'sign-in' };
        // The code has just proved the phone: this one sign-in needs no second code (later ones do, firstSignIn).
        let first;
        try {
          first = await identity.firstSignIn(value.phone, value.password);
        } catch (error) {
          // Confirmed all the same: the customer signs in on the sign-in page.
          request.log.warn({ err: error, phone: maskPhone(value.phone) }, 'confirm: the account is confirmed, but its first sign-in failed');
          return { confirmed: true, next: 'sign-in' };
        }
        if ('challenge' in first) return { confirmed: true, ...(await codeStep(request, reply, value.phone, first.challenge)) };
        return { confirmed: true, next: 'signed-in', ...(await startSession(request, reply, first.tokens)) };
      });
    },
  );

  app.post(apiPaths.auth.resend, documented('Text the confirmation code again', phoneRequestSchema, codeResentSchema), async (request, reply) => {
    const value = valid((await accountValidators()).validatePhoneOnly(request.body));
    return attempt(request, reply, 'resend', value.phone, async () => {
      // No account, or one already confirmed: nothing is sent, and the answer says the same as when a code is.
      await quietlyFor(request, 'resend', ['UserNotFoundException', 'InvalidParameterException', 'NotAuthorizedException'], () =>
        identity.resendCode(value.phone),
      );
      return { sent: true, resendAfterSeconds };
    });
  });

  /**
   * Sign-in's first step: the password, then Cognito texts the code (or asks for the authenticator app's). Resending the
   * texted code is this step again (Cognito sends a sign-in code only for a right password), so the resend needs the
   * password the browser still holds; the server keeps none.
   */
  const signInStep = async (request: FastifyRequest, reply: FastifyReply, value: { phone: string; password: string }) => {
    // Whether a right password makes Cognito text a code (the SMS caps apply) or ask for the authenticator app's.
    const viaApp = (await identity.accountOf(value.phone).catch(() => undefined))?.signInCode === 'authenticator';
    return attempt(
      request,
      reply,
      'sign-in',
      value.phone,
      async () => {
        let challenge;
        try {
          challenge = await identity.signIn(value.phone, value.password);
        } catch (error) {
          if ((error as { name?: string }).name !== 'UserNotConfirmedException') throw error;
          // The right password of an account whose code was never entered: a new code, and on to the confirm step.
          await identity.resendCode(value.phone);
          return { next: 'confirm', destination: e164Phone(value.phone), resendAfterSeconds };
        }
        return codeStep(request, reply, value.phone, challenge);
      },
      !viaApp,
    );
  };

  app.post(
    apiPaths.auth.signIn,
    documented('Sign in, first step: the password; an SMS code follows (pb_signin cookie)', signInRequestSchema, signInNextSchema),
    async (request, reply) => signInStep(request, reply, valid((await accountValidators()).validateSignIn(request.body))),
  );

  app.post(
    apiPaths.auth.signInResend,
    documented(
      'Text the sign-in code again: the first step once more, with the same phone and password, refused (resend_cooldown) until the wait the last code answered has run',
      signInRequestSchema,
      signInNextSchema,
    ),
    async (request, reply) => {
      const value = valid((await accountValidators()).validateSignIn(request.body));
      const cooling = await attempts.sms.startCooldown(value.phone, false, 'sign-in');
      if (cooling) {
        return reply
          .code(429)
          .header('retry-after', String(cooling.retryAfterSeconds))
          .header('cache-control', 'no-store')
          .send({ error: cooling.error, message: cooling.message, retryAfterSeconds: cooling.retryAfterSeconds });
      }
      return signInStep(request, reply, value);
    },
  );

  app.post(
    apiPaths.auth.signInCode,
    documented(
      "Sign in, second step: the SMS code, or the authenticator app's code when the first step answered authenticator-code; sets the session cookies and answers the customer and isOperator",
      smsCodeRequestSchema,
      sessionAnswerSchema,
    ),
    async (request, reply) => {
      const challenge = readChallengeCookie(request, challengeKey);
      const authenticator = typeof challenge === 'object' && challenge.kind === 'authenticator';
      const checks = await accountValidators();
      const value = valid(authenticator ? checks.validateAuthenticatorCode(request.body) : checks.validateSmsCode(request.body));
      if (challenge === 'absent') return sendRefusal(reply, { status: 401, error: 'sign_in_expired', message: signInExpiredMessage });
      if (challenge === 'edited') {
        request.log.warn({ statusCode: 400, ip: request.ip }, 'sign-in code refused: the challenge cookie was edited');
        clearChallengeCookie(request, reply);
        return sendRefusal(reply, { status: 400, error: 'sign_in_tampered', message: signInTamperedMessage });
      }
      // Attempts count against the phone the password step signed into the cookie, so a new cookie resets nothing.
      return attempt(request, reply, authenticator ? 'authenticator-code' : 'sms-code', challenge.phone, async () => {
        return startSession(request, reply, await identity.answerSmsCode(challenge, value.code));
      });
    },
  );

  app.post(apiPaths.auth.refresh, documented('Renew the access token from the refresh cookie', undefined, refreshAnswerSchema), async (request, reply) => {
    const refresh = request.cookies[refreshCookie];
    if (!refresh) return sendRefusal(reply, { status: 401, error: 'signed_out', message: 'Please sign in to continue.' });
    // A cookie not shaped like a refresh token never reaches Cognito.
    if (!looksLikeRefreshToken(refresh)) {
      clearSessionCookies(request, reply);
      return sendRefusal(reply, { status: 401, error: 'signed_out', message: 'Please sign in to continue.' });
    }
    return attempt(request, reply, 'refresh', undefined, async () => {
      try {
        setSessionCookies(request, reply, await identity.refresh(refresh, request.cookies[usernameCookie] ?? ''));
      } catch (error) {
        clearSessionCookies(request, reply);
        throw error;
      }
      return { refreshed: true };
    });
  });

  app.post(
    apiPaths.auth.forgotPassword,
    documented('Text a code to choose a new password (also how a new operator sets a first password)', phoneRequestSchema, forgotPasswordAnswerSchema),
    async (request, reply) => {
      const value = valid((await accountValidators()).validatePhoneOnly(request.body));
      return attempt(request, reply, 'forgot', value.phone, async () => {
        // No account, or one that cannot be reset (never confirmed): nothing is sent, and the answer is the same.
        await quietlyFor(request, 'forgot', ['UserNotFoundException', 'InvalidParameterException', 'NotAuthorizedException'], () =>
          identity.forgotPassword(value.phone),
        );
        return { next: 'reset', resendAfterSeconds };
      });
    },
  );

  app.post(
    apiPaths.auth.resetPassword,
    documented('Choose a new password with the texted code', resetPasswordRequestSchema, resetPasswordAnswerSchema),
    async (request, reply) => {
      const value = valid((await accountValidators()).validateResetPassword(request.body, await passwordStrength()));
      return attempt(request, reply, 'reset', value.phone, async () => {
        await identity.resetPassword(value.phone, value.code, value.password);
        await endSessionsAfterReset(request, value.phone);
        return { reset: true, next: 'sign-in' };
      });
    },
  );

  app.post(
    apiPaths.auth.signOut,
    documented('Sign out everywhere: tokens of this sign-in and older ones stop working, the cookies go', undefined, sessionAnswerSchema),
    async (request, reply) => {
      const refresh = request.cookies[refreshCookie];
      // Who is signing out, with a valid access token for Cognito's GlobalSignOut (renewed when it has expired).
      let access = request.cookies[accessCookie];
      let subject = access ? await identity.verify(access).catch(tokenRefused) : undefined;
      if (!subject && refresh) {
        access = (await identity.refresh(refresh, request.cookies[usernameCookie] ?? '').catch(() => undefined))?.accessToken;
        subject = access ? await identity.verify(access).catch(tokenRefused) : undefined;
      }
      clearSessionCookies(request, reply);
      if (subject && access) {
        await customers.signOut(subject.sub, signedOutSecond(now()));
        await identity.globalSignOut(access).catch((error: unknown) => request.log.info({ err: error }, 'sign-out: GlobalSignOut failed'));
      }
      if (refresh) {
        try {
          await identity.revoke(refresh);
        } catch (error) {
          // The cookies are gone either way; a token Cognito no longer knows cannot be revoked twice.
          request.log.info({ err: error }, 'sign-out: revoking the refresh token failed');
        }
      }
      return reply.header('cache-control', 'no-store').send({ signedIn: false } satisfies SessionAnswer);
    },
  );

  app.get(
    apiPaths.auth.me,
    documented('Who is signed in on this browser, and whether they are an operator', undefined, sessionAnswerSchema),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const account = await signedInAccount(request, reply, identity, customers);
      const answer: SessionAnswer = account?.record
        ? { signedIn: true, customer: accountCustomer(account.record), isOperator: account.subject.groups.includes(operatorsGroup) }
        : { signedIn: false };
      return reply.send(answer);
    },
  );
}
