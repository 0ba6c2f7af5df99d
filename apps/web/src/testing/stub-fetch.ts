// A stand-in for the API in component tests: answers fetch calls in order and records what was sent, so
// tests can produce faults a real server would not give on demand (503, a dropped connection).
import { vi } from 'vitest';

/** One answer of the stub: a status and JSON body, or a network failure. */
export type StubAnswer = { status: number; body?: unknown } | 'network-error';

/** What the page sent. */
export interface SentRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

export const unavailable: StubAnswer = {
  status: 503,
  body: { error: 'unavailable', message: 'We could not save this right now. Please try again in a minute; trying again never saves twice.' },
};

/** The 201 answer of a write. */
export function created(body: unknown): StubAnswer {
  return { status: 201, body };
}

/**
 * Replaces fetch. Each answer is used once, in order (the last one repeats); an answer may be a function of
 * the request, to answer GETs and POSTs differently.
 */
export function stubFetch(...answers: (StubAnswer | ((request: SentRequest) => StubAnswer))[]) {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    const answer = typeof next === 'function' ? next(request) : next;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { fetch: fetchStub, sent, posts: () => sent.filter((request) => request.method === 'POST') };
}
