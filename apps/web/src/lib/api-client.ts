// The one way the storefront talks to its API: JSON over fetch, with an idempotency key on every write,
// and errors that carry the API's per-field messages.
import type { FieldError } from '@partybox/contracts';

/** A failed API call: the HTTP status (0 when the network failed), a message for people and any field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A fresh idempotency key for one logical write; reuse it for every retry of that write. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

async function parse<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => undefined)) as { message?: string; fields?: FieldError[] } | undefined;
  if (!response.ok) {
    throw new ApiError(response.status, body?.message ?? `The server answered ${response.status}.`, body?.fields ?? []);
  }
  return body as T;
}

/** POSTs JSON to /api/<path> with the given idempotency key. */
export async function postJson<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'We could not reach Party Box. Check your connection and try again; trying again never saves twice.');
  }
  return parse<T>(response);
}

/** GETs JSON from /api/<path>. */
export async function getJson<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, { headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'We could not reach Party Box. Check your connection and try again.');
  }
  return parse<T>(response);
}
