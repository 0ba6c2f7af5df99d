import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../server';
import { newKey, post, realCatalog, startHarness, testConfig, type Harness } from './support/harness';

const message = { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Hello' };

describe('error responses', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('refuses a body over 16 KB with 413', async () => {
    const response = await post(h.app, '/api/contact', { ...message, message: 'x'.repeat(17 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'too_large', message: expect.stringContaining('16 KB') });
  });

  it('answers malformed, empty or non-JSON bodies with a clear message', async () => {
    const headers = { 'content-type': 'application/json', 'idempotency-key': newKey() };
    const malformed = await h.app.inject({ method: 'POST', url: '/api/contact', headers, payload: '{"firstName": "Asha",' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'malformed_json', message: 'The request body is not valid JSON.' });

    const empty = await h.app.inject({ method: 'POST', url: '/api/contact', headers, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('malformed_json');

    const xml = await h.app.inject({ method: 'POST', url: '/api/contact', headers: { ...headers, 'content-type': 'application/xml' }, payload: '<contact/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error).toBe('unsupported_media_type');

    const text = await h.app.inject({ method: 'POST', url: '/api/contact', headers: { ...headers, 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toEqual([{ field: 'body', message: 'Send the form as a JSON object' }]);

    const none = await h.app.inject({ method: 'POST', url: '/api/contact', headers: { 'idempotency-key': newKey() } });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual([{ field: 'body', message: 'Send the form as a JSON object' }]);
    expect(await h.scan(h.tables.contact.name)).toEqual([]);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/nope'], ['GET', '/api/contact'], ['DELETE', '/api/orders/abc']] as const) {
      const response = await h.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('limits writes per client with a JSON 429, across all write routes, but not reads', async () => {
    const app = await createServer({ config: testConfig({ rateLimitMax: 3 }), db: h.db, catalog: realCatalog() });
    try {
      expect((await post(app, '/api/contact', message)).statusCode).toBe(201);
      expect((await post(app, '/api/subscriptions', { email: 'asha@example.com' })).statusCode).toBe(201);
      expect((await post(app, '/api/contact', {})).statusCode).toBe(400);
      const limited = await post(app, '/api/contact', message);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: 'rate_limited', message: 'Too many requests from your connection. Please wait a minute and try again.' });
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers an unexpected failure with a generic 500', async () => {
    // Tables under another prefix do not exist: DynamoDB refuses the write, which is not a transient failure.
    const app = await createServer({ config: testConfig({ tablePrefix: 'missing-' }), db: h.db, catalog: realCatalog() });
    try {
      const response = await post(app, '/api/contact', message);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'internal', message: 'Something went wrong on our side. Please try again later.' });
    } finally {
      await app.close();
    }
  });
});
