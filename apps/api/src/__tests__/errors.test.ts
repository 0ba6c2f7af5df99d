import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../db/client';
import { localCredentials } from '../db/embedded';
import { internalMessage, rateLimitedMessage, tooLargeMessage, unreadableMessage } from '../http/errors';
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
    expect(response.json()).toEqual({ error: 'too_large', message: tooLargeMessage });
  });

  it('answers malformed, empty or non-JSON bodies with a clear message', async () => {
    const headers = { 'content-type': 'application/json', 'idempotency-key': newKey() };
    const malformed = await h.app.inject({ method: 'POST', url: '/api/contact', headers, payload: '{"firstName": "Asha",' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'malformed_json', message: unreadableMessage });

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
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api/contact'],
      ['DELETE', '/api/orders/abc'],
    ] as const) {
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
      expect(limited.json()).toEqual({ error: 'rate_limited', message: rateLimitedMessage });
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
      expect(response.json()).toEqual({ error: 'internal', message: internalMessage });
    } finally {
      await app.close();
    }
  });

  it('words every error for customers: no status codes, framework names, formats or causes in any message', async () => {
    const headers = { 'content-type': 'application/json', 'idempotency-key': newKey() };
    const reusedKey = newKey('reused');
    await post(h.app, '/api/contact', message, reusedKey);
    const down = createDocumentClient(
      { region: 'ap-south-1', endpoint: 'http://127.0.0.1:9', credentials: localCredentials },
      { connectionTimeoutMs: 200, requestTimeoutMs: 200, maxAttempts: 1 },
    );
    const missingTables = await createServer({ config: testConfig({ tablePrefix: 'missing-' }), db: h.db, catalog: realCatalog() });
    const noDatabase = await createServer({ config: testConfig(), db: down, catalog: realCatalog() });
    const limited = await createServer({ config: testConfig({ rateLimitMax: 1 }), db: h.db, catalog: realCatalog() });
    try {
      await post(limited, '/api/contact', {});
      const answers: [string, LightMyRequestResponse][] = [
        ['a field', await post(h.app, '/api/contact', { ...message, phone: '1' })],
        ['no key', await post(h.app, '/api/contact', message, null)],
        ['not an object', await post(h.app, '/api/contact', [message])],
        ['malformed', await h.app.inject({ method: 'POST', url: '/api/contact', headers, payload: '{' })],
        ['empty', await h.app.inject({ method: 'POST', url: '/api/contact', headers, payload: '' })],
        ['xml', await h.app.inject({ method: 'POST', url: '/api/contact', headers: { ...headers, 'content-type': 'application/xml' }, payload: '<a/>' })],
        ['too large', await post(h.app, '/api/contact', { ...message, message: 'x'.repeat(17 * 1024) })],
        ['bad url', await h.app.inject({ method: 'GET', url: '/api/orders/%E0%A4%A' })],
        ['unknown route', await h.app.inject({ method: 'DELETE', url: '/api/orders/abc' })],
        ['unknown order', await h.app.inject({ method: 'GET', url: '/api/orders/no-such-order-00001' })],
        ['reused key', await post(h.app, '/api/contact', { ...message, message: 'Another' }, reusedKey)],
        ['rate limit', await post(limited, '/api/contact', message)],
        ['unexpected', await post(missingTables, '/api/contact', message)],
        ['database down', await post(noDatabase, '/api/contact', message)],
        ['health', await noDatabase.inject({ method: 'GET', url: '/api/health' })],
      ];
      const statuses = new Set<number>();
      for (const [label, response] of answers) {
        statuses.add(response.statusCode);
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        const text: unknown = response.json().message;
        expect(text, label).toEqual(expect.stringMatching(/^[A-Z].*\.$/));
        expect(text, label).not.toMatch(
          /\b[1-5]\d\d\b|fastify|FST_|JSON|Content-Type|Idempotency|header|request body|DynamoDB|database|Error|exception|undefined|GET|POST|DELETE|\/api/i,
        );
      }
      expect([...statuses].sort()).toEqual([400, 404, 413, 415, 422, 429, 500, 503]);
    } finally {
      await Promise.all([missingTables.close(), noDatabase.close(), limited.close()]);
      down.destroy();
    }
  });

  it('logs the technical detail the customer does not see', async () => {
    const lines: string[] = [];
    const app = await createServer({
      config: testConfig({ logLevel: 'info', tablePrefix: 'missing-' }),
      db: h.db,
      catalog: realCatalog(),
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const headers = { 'content-type': 'application/json', 'idempotency-key': newKey() };
      const malformed = await app.inject({ method: 'POST', url: '/api/contact', headers, payload: '{"firstName":' });
      const failed = await post(app, '/api/contact', message);
      const logged = lines.map((line) => JSON.parse(line) as { statusCode?: number; err?: { message?: string; type?: string } });
      expect(logged).toContainEqual(expect.objectContaining({ statusCode: 400, err: expect.objectContaining({ message: expect.stringContaining('JSON') }) }));
      expect(logged).toContainEqual(expect.objectContaining({ statusCode: 500, err: expect.objectContaining({ type: 'ResourceNotFoundException' }) }));
      expect(malformed.body).not.toContain('JSON');
      expect(failed.body).not.toContain('ResourceNotFound');
    } finally {
      await app.close();
    }
  });
});
