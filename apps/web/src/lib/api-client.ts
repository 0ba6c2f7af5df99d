// The one way the storefront talks to its API: JSON over fetch, with an idempotency key on every write,
// and errors that carry the API's per-field messages.
import type { FieldError } from '@partybox/contracts';
import { useCheckoutStore } from '../stores/checkout-store';

/**
 * A failed API call: the HTTP status (0 when the network failed), a message for people, any field errors and the
 * API's error code (like "idempotency_key_reused"), for flows that react to one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldError[] = [],
    readonly code?: string,
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
  const body = (await response.json().catch(() => undefined)) as { error?: string; message?: string; fields?: FieldError[] } | undefined;
  if (!response.ok) {
    throw new ApiError(response.status, body?.message ?? customerMessageFor(response.status), body?.fields ?? [], body?.error);
  }
  return body as T;
}

/** The writes that belong to a checkout: the API ties them together by the checkout's secret id. */
const checkoutWrites = new Set(['customizations', 'deliveries', 'orders']);

/**
 * POSTs JSON to /api/<path> with the given idempotency key; a checkout write also carries the checkout's id (made
 * when the checkout starts, see stores/checkout-store), so the order may refer to its own customization and delivery.
 * Any extra `headers` (like an order's access token) go with it.
 */
export async function postJson<T>(path: string, body: unknown, idempotencyKey: string, headers: Record<string, string> = {}): Promise<T> {
  let response: Response;
  const checkout: Record<string, string> = checkoutWrites.has(path) ? { 'Checkout-Id': useCheckoutStore.getState().ensureCheckoutId() } : {};
  try {
    response = await fetch(`/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Idempotency-Key': idempotencyKey, ...checkout, ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'We could not reach Party Box. Check your connection and try again; trying again never saves twice.');
  }
  return parse<T>(response);
}

/** GETs JSON from /api/<path>, with any extra `headers` (like an order's access token). */
export async function getJson<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, { headers: { Accept: 'application/json', ...headers } });
  } catch {
    throw new ApiError(0, 'We could not reach Party Box. Check your connection and try again.');
  }
  return parse<T>(response);
}
