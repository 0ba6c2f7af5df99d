// Who is signed in, asked of the API (the tokens live in HttpOnly cookies that page scripts cannot read). Shared by
// the account screens, home's greeting and the profile pages; the account forms themselves live in features/account.
import { apiPaths } from '@partybox/contracts/wire';
import type { ErrorAnswer } from '@partybox/contracts';
import type { AccountCustomer, SessionAnswer } from '@partybox/contracts/accounts';
import { operatorMarkerCookie } from '@partybox/contracts/wire';
import { ApiError, customerMessageFor, type ApiPath } from './api-client';

/**
 * Query keys of who is signed in and of their account, from one place. Everything under `sessionKeys.all` is asked
 * again when someone signs in or out (the screens invalidate that key).
 */
export const sessionKeys = {
  all: ['session'] as const,
  consoleAccess: () => [...sessionKeys.all, 'console-access'] as const,
};

/** Query keys of the signed-in customer's account. */
export const accountKeys = {
  all: ['account'] as const,
  orders: () => [...accountKeys.all, 'orders'] as const,
};

/** Set by the API beside the HttpOnly session cookies: tells scripts that someone is signed in, and holds no token. */
export const signedInMarker = 'pb_session=1';

/** True when the API marked this browser's session as an operator's (cheap: no request): a hint for links only. */
export function hasOperatorHint(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${operatorMarkerCookie}=1`);
}

/** True when this browser has a session (cheap: no request); the API still decides on every call. */
export function hasSession(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(signedInMarker);
}

/** The signed-in customer, or null (no session, or the API could not be reached). */
export async function fetchSession(): Promise<AccountCustomer | null> {
  if (!hasSession()) return null;
  try {
    const response = await fetch(apiPaths.auth.me, { credentials: 'same-origin' });
    const answer = (await response.json()) as SessionAnswer;
    return answer.signedIn ? answer.customer : null;
  } catch {
    return null;
  }
}

/** Sends JSON to an account endpoint; answers the parsed body, or throws an ApiError with the API's message and fields. */
export async function sendAccountJson<T>(method: 'POST' | 'PUT' | 'GET', path: ApiPath, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      ...(body !== undefined && { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, 'We could not reach Party Box. Check your connection and try again.');
  }
  const parsed = (await response.json().catch(() => undefined)) as (T & Partial<ErrorAnswer>) | undefined;
  if (!response.ok) {
    const wait = typeof parsed?.retryAfterSeconds === 'number' ? parsed.retryAfterSeconds : undefined;
    throw new ApiError(response.status, parsed?.message ?? customerMessageFor(response.status), parsed?.fields ?? [], parsed?.error, parsed, wait);
  }
  return parsed as T;
}
