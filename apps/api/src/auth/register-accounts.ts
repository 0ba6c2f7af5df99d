// Plugs customer accounts into the server: cookies, the Origin check, /api/auth/* and /api/account/*.
import cookie from '@fastify/cookie';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tables } from '../db/tables';
import type { Config } from '../env';
import { accountRoutes } from '../customers/account-routes';
import { CustomerStore } from '../customers/customer-store';
import type { IdentityService } from '../identity/identity-service';
import { authRoutes } from './auth-routes';
import { registerOriginCheck } from './origin-check';
import { operatorsGroup } from '../identity/identity-service';
import { accessCookie, challengeCookieKey, refreshCookie, signedInSubject } from './session-cookies';

const defaultLimits = { perPhone: 10, perAddress: 60, windowSeconds: 15 * 60 };

/** The signed-in customer as the order routes need them: who, and the phone number Cognito holds as verified. */
export interface SessionCustomer {
  readonly sub: string;
  /** The name on the account (what an operator's changes are signed with). */
  readonly name: string;
  /** In the Cognito group `operators` (from the verified access token). */
  readonly isOperator: boolean;
  /** 10 digits, only when phone_number_verified: guest orders placed with it are theirs too. */
  readonly verifiedPhone?: string;
}

/** Reads the session of a request (renewing an expired access token); undefined for guests. */
export type SessionReader = (request: FastifyRequest, reply: FastifyReply) => Promise<SessionCustomer | undefined>;

/**
 * Registers accounts on `app`; without an identity service only the Origin check applies and there is no session
 * reader. Call it before the routes that read the session, so the cookie parser runs for them.
 */
export async function registerAccounts(
  app: FastifyInstance,
  deps: { config: Config; identity?: IdentityService; db: DynamoDBDocumentClient; tables: Tables; now: () => Date },
): Promise<SessionReader | undefined> {
  registerOriginCheck(app, deps.config.siteOrigin);
  if (!deps.identity) return undefined;
  const identity = deps.identity;
  await app.register(cookie);
  const customers = new CustomerStore(deps.db, deps.tables.customer.name, deps.now);
  if (!deps.config.orderLinkSecret) throw new Error('accounts need the server secret (ORDER_LINK_SECRET) to sign the sign-in cookie');
  const challengeKey = challengeCookieKey(deps.config.orderLinkSecret);
  authRoutes(app, { identity, customers, limits: deps.config.authLimits ?? defaultLimits, challengeKey });
  accountRoutes(app, { identity, customers });
  return async (request, reply) => {
    // No session cookie at all: a guest, answered without a round trip.
    if (!request.cookies[accessCookie] && !request.cookies[refreshCookie]) return undefined;
    const subject = await signedInSubject(request, reply, identity);
    if (!subject) return undefined;
    const { sub } = subject;
    // The phone and its verification come from Cognito's attributes, stored on the customer's record at sign-in.
    const record = await customers.get(sub);
    return {
      sub,
      name: record?.Name ?? '',
      isOperator: subject.groups.includes(operatorsGroup),
      ...(record?.PhoneVerified && { verifiedPhone: record.Phone }),
    };
  };
}
