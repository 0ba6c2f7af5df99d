// The one way the storefront talks to its API: JSON over fetch, with an idempotency key on every write,
// and errors that carry the API's per-field messages.
import type { ErrorAnswer, FieldError } from '@partybox/contracts';
import { wireHeaders, type ApiUrl } from '@partybox/contracts/wire';

/** A URL of the API: always one of apiPaths (@partybox/contracts/wire), never typed by hand. */
export type ApiPath = ApiUrl;

/**
 * A failed API call: the HTTP status (0 when the network failed), a message for people, any field errors, the
 * API's error code (like "checkout_changed") and its whole answer, for flows that react to one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldError[] = [],
    readonly code?: string,
    readonly body?: unknown,
    /** When the API says how long to wait (a resend cooldown, a limit): the seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A fresh idempotency key for one logical write; reuse it for every retry of that write. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * What to tell a customer when the API answered `status` without a message of its own (a proxy or an outage page
 * answered instead): what happened and what to do, never the HTTP code, which stays on the ApiError for the logs.
 */
export function customerMessageFor(status: number): string {
  if (status === 404) return 'We could not find what you asked for. It may have been removed; please go back and try again.';
  if (status === 408 || status === 504) return 'Party Box took too long to answer. Please try again; trying again never saves twice.';
  if (status === 409) return 'This was changed at the same time somewhere else. Please check the details and try again.';
  if (status === 413) return 'This is too long to send. Please shorten the text and try again.';
  if (status === 429) return 'We have had too many requests from your connection. Please wait a minute and try again.';
  if (status >= 500) return 'Party Box is unavailable just now. Please try again in a few minutes; trying again never saves twice.';
  return 'We could not accept this request. Please check the details and try again.';
}

async function parse<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => undefined)) as Partial<ErrorAnswer> | undefined;
  if (!response.ok) {
    throw new ApiError(response.status, body?.message ?? customerMessageFor(response.status), body?.fields ?? [], body?.error, body, body?.retryAfterSeconds);
  }
  return body as T;
}

/**
 * Sends JSON to `path` (from apiPaths) with `method` (POST by default) and the given idempotency key, plus any `headers` the
 * caller names (like an order's access token); the browser adds the cookies (session, checkout).
 */
export async function sendJson<T>(
  path: ApiPath,
  body: unknown,
  idempotencyKey: string,
  { method = 'POST', headers = {} }: { method?: 'POST' | 'PATCH' | 'PUT'; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { 'Content-Type': 'application/json; charset=utf-8', [wireHeaders.idempotencyKey]: idempotencyKey, ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'We could not reach Party Box. Check your connection and try again; trying again never saves twice.');
  }
  return parse<T>(response);
}

/** POSTs JSON to `path` (from apiPaths) with the given idempotency key and any extra `headers`. */
export function postJson<T>(path: ApiPath, body: unknown, idempotencyKey: string, headers: Record<string, string> = {}): Promise<T> {
  return sendJson<T>(path, body, idempotencyKey, { headers });
}

/** GETs JSON from `path` (from apiPaths), with any extra `headers` (like an order's access token). */
export async function getJson<T>(path: ApiPath, headers: Record<string, string> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json', ...headers } });
  } catch {
    throw new ApiError(0, 'We could not reach Party Box. Check your connection and try again.');
  }
  return parse<T>(response);
}
