// /api/account/authenticator: a signed-in account enrols an authenticator app (TOTP, Cognito's software token MFA) and
// from then on signs in with the app's code instead of an SMS, so an SMS outage or spent SMS budget locks nobody out.
import { authenticatorCodeRequestSchema, authenticatorPaths, type AuthenticatorEnrolment, type AuthenticatorStatus } from '@partybox/contracts/accounts';
import { authenticatorEnrolmentSchema, authenticatorStatusSchema } from '@partybox/contracts/account-answers';
import { accountValidators } from './http/account-validators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerStore } from './customer-store';
import { ValidationFailed } from '../../platform/errors/domain-errors';
import type { IdentityService } from './identity/identity-service';
import type { AuthAttempts } from './http/attempt-limits';
import { documented } from './auth-routes';
import { answerIdentityError, sendRefusal, signedOutMessage } from './http/identity-errors';
import { accessCookie, signedInAccount } from './http/session-cookies';

export async function authenticatorRoutes(
  app: FastifyInstance,
  { identity, customers, attempts }: { identity: IdentityService; customers: CustomerStore; attempts: AuthAttempts },
): Promise<void> {
  /** The signed-in account's phone and a valid access token (renewed when needed); answers 401 otherwise. */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const account = await signedInAccount(request, reply, identity, customers);
    const accessToken = request.cookies[accessCookie];
    if (!account?.record || !accessToken) {
      void sendRefusal(reply, { status: 401, error: 'signed_out', message: signedOutMessage });
      return undefined;
    }
    return { phone: account.record.Phone, accessToken };
  };

  app.get(
    authenticatorPaths.enrolment,
    documented('Whether sign-in asks for an authenticator app code instead of an SMS', undefined, authenticatorStatusSchema),
    async (request, reply) => {
      const account = await signedIn(request, reply);
      if (!account) return reply;
      try {
        return { enrolled: (await identity.details(account.accessToken)).authenticator } satisfies AuthenticatorStatus;
      } catch (error) {
        return answerIdentityError(request, reply, error, 'authenticator');
      }
    },
  );

  app.post(
    authenticatorPaths.enrolment,
    documented(
      'Start enrolling an authenticator app: answers the shared key and its otpauth:// URI (a new key replaces one not yet verified)',
      undefined,
      authenticatorEnrolmentSchema,
    ),
    async (request, reply) => {
      const account = await signedIn(request, reply);
      if (!account) return reply;
      try {
        return (await identity.startAuthenticator(account.accessToken, account.phone)) satisfies AuthenticatorEnrolment;
      } catch (error) {
        return answerIdentityError(request, reply, error, 'authenticator');
      }
    },
  );

  app.post(
    authenticatorPaths.verify,
    documented(
      "Finish the enrolment with the app's first code: sign-in then asks for the app's code instead of an SMS",
      authenticatorCodeRequestSchema,
      authenticatorStatusSchema,
    ),
    async (request, reply) => {
      const account = await signedIn(request, reply);
      if (!account) return reply;
      const value = (await accountValidators()).validateAuthenticatorCode(request.body);
      if (!value.ok) throw new ValidationFailed(value.errors);
      // A wrong code is a guess at a secret: counted per phone and address like a sign-in code.
      return attempts.run(request, reply, 'authenticator', account.phone, async () => {
        try {
          await identity.verifyAuthenticator(account.accessToken, value.value.code);
          reply.send({ enrolled: true } satisfies AuthenticatorStatus);
        } catch (error) {
          answerIdentityError(request, reply, error, 'authenticator');
        }
      });
    },
  );
}
