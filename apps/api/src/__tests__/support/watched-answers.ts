// An app that keeps what each handler answered before Fastify serialised it, so a test can check that the answer holds
// all of it: the serialiser drops, without a word, a field the route's schema does not declare (additionalProperties
// false). It runs on the harness's database and cognito-local, beside the harness's own app.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AccountsHarness } from './accounts-harness';

export interface WatchedAnswers {
  /** The harness with this app in place of its own (for Browser, operator(), guest()). */
  readonly harness: AccountsHarness;
  readonly app: FastifyInstance;
  /** The answer, after checking it is 200 and equals what its handler built. */
  whole<T>(response: LightMyRequestResponse): T;
  close(): Promise<void>;
}

export async function watchAnswers(harness: AccountsHarness): Promise<WatchedAnswers> {
  const built = new Map<string, unknown>();
  const app = await harness.server({}, { identity: harness.identity, dispatch: false });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    built.set(`${request.method} ${request.url}`, payload);
    return payload;
  });
  await app.ready();
  return {
    harness: { ...harness, app },
    app,
    whole<T>(response: LightMyRequestResponse): T {
      expect(response.statusCode, response.body).toBe(200);
      const key = `${response.raw.req.method} ${response.raw.req.url}`;
      const before = built.get(key);
      expect(before, `nothing recorded for ${key}`).toBeDefined();
      expect(response.json()).toEqual(JSON.parse(JSON.stringify(before)));
      return response.json<T>();
    },
    close: () => app.close(),
  };
}
