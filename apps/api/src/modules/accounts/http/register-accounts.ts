// Plugs customer accounts into the server: cookies, the Origin check, /api/auth/* and /api/account/*.
import cookie from '@fastify/cookie';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tables } from '../../../platform/db/tables';
import { defaultAuthLimits, type Config } from '../../../platform/env/env';
import type { LimitCounters } from '../../../platform/limits/limit-counters';
import type { SmsGate } from '../../messages';
import { AuthAttempts, registerAuthAttempts } from './attempt-limits';
import { accountRoutes } from '../account-routes';
import { CustomerStore } from '../customer-store';
import type { IdentityService } from '../identity/identity-service';
import { authRoutes } from '../auth-routes';
import { authenticatorRoutes } from '../authenticator-routes';
import { registerOriginCheck } from '../../../platform/http/origin-check';
import { operatorsGroup } from '../identity/identity-service';
import { accessCookie, challengeCookieKey, refreshCookie, renewedSubject, signedInAccount } from './session-cookies';

/** How old an operator's access token may be before the console asks Cognito again (a refresh) who they are. */
export const operatorRecheckSeconds = 15 * 60;

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
  deps: {
    config: Config;
    identity?: IdentityService;
    db: DynamoDBDocumentClient;
    tables: Tables;
    now: () => Date;
    counters: LimitCounters;
    sms: SmsGate;
    /** Texts an account's owner through the store's SMS path. */
    textOwner: (to: string, text: string) => Promise<void>;
  },
): Promise<SessionReader | undefined> {
  registerOriginCheck(app, deps.config.siteOrigin);
  if (!deps.identity) return undefined;
  const identity = deps.identity;
  await app.register(cookie);
  const customers = new CustomerStore(deps.db, deps.tables.customer.name, deps.now);
  const attempts = new AuthAttempts(deps.counters, deps.config.authLimits ?? defaultAuthLimits, deps.sms);
  registerAuthAttempts(app, attempts);
  if (!deps.config.orderLinkSecret) throw new Error('accounts need the server secret (ORDER_LINK_SECRET) to sign the sign-in cookie');
  const challengeKey = challengeCookieKey(deps.config.orderLinkSecret);
  // The route files are plugins like every module's; they take the account services as options.
  await app.register(authRoutes, { identity, customers, attempts, challengeKey, now: deps.now, textOwner: deps.textOwner });
  await app.register(accountRoutes, { identity, customers });
  await app.register(authenticatorRoutes, { identity, customers, attempts });
  return async (request, reply) => {
    // No session cookie at all: a guest, answered without a round trip.
    if (!request.cookies[accessCookie] && !request.cookies[refreshCookie]) return undefined;
    let account = await signedInAccount(request, reply, identity, customers);
    if (!account) return undefined;
    // A token says who is an operator for its hour; an operator's is renewed once it is older than 15 minutes, so a
    // removal from the group (or a session Cognito ended) shows within 15 minutes, not at the token's end.
    const claimsOperator = account.subject.groups.includes(operatorsGroup);
    if (claimsOperator && deps.now().getTime() / 1000 - account.subject.issuedAt > operatorRecheckSeconds) {
      const renewed = await renewedSubject(request, reply, identity);
      if (!renewed || renewed.sub !== account.subject.sub) return undefined;
      account = { ...account, subject: renewed };
    }
    const { subject, record } = account;
    // The phone and its verification come from Cognito's attributes, stored on the customer's record at sign-in.
    return {
      sub: subject.sub,
      name: record?.Name ?? '',
      isOperator: subject.groups.includes(operatorsGroup),
      ...(record?.PhoneVerified && { verifiedPhone: record.Phone }),
    };
  };
}
