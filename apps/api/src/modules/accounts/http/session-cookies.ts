// The session lives in HttpOnly, SameSite=Strict cookies that page scripts cannot read: the access token (an hour),
// the refresh token (the session's length) and, between the password and the SMS code, the sign-in challenge.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { operatorMarkerCookie } from '@partybox/contracts/wire';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerRecord } from '../../../platform/db/records';
import { tokenRefused, type IdentityService, type SmsChallenge, type TokenSubject, type Tokens } from '../identity/identity-service';
import { operatorsGroup, sessionDays } from '../identity/user-pool';
import { refreshAllowed } from './attempt-limits';
import { cookieOptions } from './cookie-options';
import { looksLikeAccessToken, looksLikeRefreshToken } from '../token-shapes';

export const accessCookie = 'pb_access';
export const refreshCookie = 'pb_refresh';
export const challengeCookie = 'pb_signin';
/** The account's Cognito username: the app client has a secret, and a refresh's SECRET_HASH is made with it. */
export const usernameCookie = 'pb_user';
/** Readable by page scripts, holds no token: only tells the storefront that a session exists (so it asks who). */
export const markerCookie = 'pb_session';
/** Cognito keeps a sign-in's challenge session for three minutes. */
const challengeSeconds = 180;

/** Whether a token Cognito just issued (so not verified again here) carries the operators group. */
function issuedToOperator(accessToken: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const groups = payload['cognito:groups'];
    return Array.isArray(groups) && groups.includes(operatorsGroup);
  } catch {
    return false;
  }
}

/** Stores freshly issued tokens (a refresh keeps the refresh cookie it already has), and the operator hint with them. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: Tokens): void {
  reply.setCookie(accessCookie, tokens.accessToken, cookieOptions(request, tokens.expiresInSeconds));
  const readable = { ...cookieOptions(request, sessionDays * 24 * 3600), httpOnly: false, path: '/' };
  if (tokens.refreshToken) {
    reply.setCookie(refreshCookie, tokens.refreshToken, cookieOptions(request, sessionDays * 24 * 3600));
    if (tokens.username) reply.setCookie(usernameCookie, tokens.username, cookieOptions(request, sessionDays * 24 * 3600));
    reply.setCookie(markerCookie, '1', readable);
  }
  if (issuedToOperator(tokens.accessToken)) reply.setCookie(operatorMarkerCookie, '1', readable);
  else if (request.cookies[operatorMarkerCookie]) reply.clearCookie(operatorMarkerCookie, { ...readable, maxAge: 0 });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  for (const name of [accessCookie, refreshCookie, usernameCookie, challengeCookie]) reply.clearCookie(name, cookieOptions(request, 0));
  for (const name of [markerCookie, operatorMarkerCookie]) reply.clearCookie(name, { ...cookieOptions(request, 0), httpOnly: false, path: '/' });
}

/**
 * The sign-in between password and code: Cognito's session, its username, which code it asks for (SMS or the
 * authenticator app), and the phone the attempts count against.
 */
export type SignInChallenge = Pick<SmsChallenge, 'session' | 'username' | 'kind'> & { readonly phone: string };

/** The key the challenge cookie is signed with: derived from the server secret, for this one use. */
export function challengeCookieKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('partybox sign-in challenge cookie v1').digest();
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** Sets the challenge cookie: `<payload>.<HMAC-SHA256 of it>`, so neither the phone nor the session can be edited. */
export function setChallengeCookie(request: FastifyRequest, reply: FastifyReply, key: Buffer, challenge: SignInChallenge): void {
  const payload = Buffer.from(JSON.stringify({ s: challenge.session, u: challenge.username, p: challenge.phone, k: challenge.kind })).toString('base64url');
  reply.setCookie(challengeCookie, `${payload}.${mac(key, payload)}`, cookieOptions(request, challengeSeconds));
}

/** Forgets the sign-in between password and code (done, or abandoned). */
export function clearChallengeCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(challengeCookie, cookieOptions(request, 0));
}

/** The challenge cookie: absent, edited (its signature does not match), or the challenge it holds. */
export function readChallengeCookie(request: FastifyRequest, key: Buffer): SignInChallenge | 'absent' | 'edited' {
  const raw = request.cookies[challengeCookie];
  if (!raw) return 'absent';
  const [payload = '', signature = '', ...rest] = raw.split('.');
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return 'edited';
  try {
    const { s, u, p, k } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s?: unknown; u?: unknown; p?: unknown; k?: unknown };
    // A cookie from before authenticator apps has no kind: it was an SMS step.
    const kind = k === 'authenticator' ? 'authenticator' : 'sms';
    return typeof s === 'string' && typeof u === 'string' && typeof p === 'string' ? { session: s, username: u, phone: p, kind } : 'edited';
  } catch {
    return 'edited';
  }
}

/** The customers' records, as far as a session needs them. */
export interface SessionRecords {
  get(sub: string): Promise<CustomerRecord | undefined>;
}

/** A verified session: the access token's subject and the account's record (absent before the first sign-in ends). */
export interface SignedInAccount {
  readonly subject: TokenSubject;
  readonly record: CustomerRecord | undefined;
}

/**
 * The signed-in account, or undefined. An expired or missing access token is renewed silently with the refresh token;
 * a refused refresh (revoked, expired session) clears the cookies. A token of a sign-in older than the account's last
 * sign-out or password reset (`SignedOutAt` against its `auth_time`) is refused and the cookies cleared, wherever the
 * token was copied to.
 */
export async function signedInAccount(
  request: FastifyRequest,
  reply: FastifyReply,
  identity: IdentityService,
  customers: SessionRecords,
): Promise<SignedInAccount | undefined> {
  const subject = await verifiedSubject(request, reply, identity);
  if (!subject) return undefined;
  const record = await customers.get(subject.sub);
  if (record?.SignedOutAt !== undefined && subject.authTime < record.SignedOutAt) {
    request.log.info({ statusCode: 401, sub: subject.sub }, 'session refused: the account signed out after this sign-in');
    clearSessionCookies(request, reply);
    return undefined;
  }
  return { subject, record };
}

/** The signed-in customer's `sub`, or undefined (see signedInAccount). */
export async function signedInSub(
  request: FastifyRequest,
  reply: FastifyReply,
  identity: IdentityService,
  customers: SessionRecords,
): Promise<string | undefined> {
  return (await signedInAccount(request, reply, identity, customers))?.subject.sub;
}

/** The access token's verified subject, renewed from the refresh token when it is missing or expired. */
async function verifiedSubject(request: FastifyRequest, reply: FastifyReply, identity: IdentityService): Promise<TokenSubject | undefined> {
  const access = request.cookies[accessCookie];
  if (access && looksLikeAccessToken(access)) {
    try {
      return await identity.verify(access);
    } catch (error) {
      tokenRefused(error);
      request.log.debug({ reason: (error as Error).message }, 'access token refused; trying the refresh token');
    }
  }
  return renewedSubject(request, reply, identity);
}

/** New tokens from the refresh cookie, stored as cookies; their subject, or undefined (cookies cleared when refused). */
export async function renewedSubject(request: FastifyRequest, reply: FastifyReply, identity: IdentityService): Promise<TokenSubject | undefined> {
  const refresh = request.cookies[refreshCookie];
  if (!refresh) return undefined;
  // A made-up refresh cookie never reaches Cognito; a flood of refreshes from one address is held back.
  if (!looksLikeRefreshToken(refresh)) {
    request.log.info({ ip: request.ip }, 'session ended: the refresh cookie is not a token');
    clearSessionCookies(request, reply);
    return undefined;
  }
  if (!(await refreshAllowed(request))) return undefined;
  try {
    const tokens = await identity.refresh(refresh, request.cookies[usernameCookie] ?? '');
    const subject = await identity.verify(tokens.accessToken);
    setSessionCookies(request, reply, tokens);
    // The rest of this request sees the renewed token too (a route that calls Cognito with it, like the authenticator's).
    request.cookies[accessCookie] = tokens.accessToken;
    return subject;
  } catch (error) {
    tokenRefused(error);
    // Expected (a revoked or expired session): one line, no stack.
    request.log.info({ cognitoError: (error as { name?: string }).name }, 'session ended: refresh refused');
    if ((error as { name?: string }).name === 'NotAuthorizedException') clearSessionCookies(request, reply);
    return undefined;
  }
}
