import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createDocumentClient } from '../platform/db/client';
import { localCredentials } from '../platform/db/embedded';
import { gzipSync } from 'node:zlib';
import { internalMessage, rateLimitedMessage, tooLargeMessage, unreadableMessage, unsupportedMediaMessage } from '../platform/http/errors';
import { fixedNow, newKey, post, startHarness, useHarness } from './support/harness';

const message = { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Hello' };

describe('error responses', () => {
  const h = useHarness(() => startHarness());

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
    expect(text.statusCode).toBe(415);

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

  it('gives each write route its own budget per address, with a JSON 429, and does not count a retry of the same key', async () => {
    const app = await h.server(
      { rateLimits: { checkoutWrites: 2, formWrites: 2, orderReads: 2 } },
      {
        // Budgets are counted in the shared limits table, by the minute: a minute of its own, unspent by the other tests.
        now: () => new Date(fixedNow.getTime() + 3_600_000),
      },
    );
    try {
      const first = newKey('first');
      expect((await post(app, '/api/contact', message, first)).statusCode).toBe(201);
      expect((await post(app, '/api/contact', {})).statusCode).toBe(400);
      // The budget is spent, but a retry of an answered write cannot store anything new: it is let through.
      const retry = await post(app, '/api/contact', message, first);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      const limited = await post(app, '/api/contact', message);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: 'rate_limited', message: rateLimitedMessage });
      expect(limited.headers['retry-after']).toBeDefined();
      // Other routes keep their own budgets.
      expect((await post(app, '/api/subscriptions', { email: 'asha@example.com' })).statusCode).toBe(200);
      // The checkout's writes share the checkout writes budget.
      const checkouts = [];
      for (let i = 0; i < 3; i++)
        checkouts.push((await post(app, '/api/checkouts', { lines: [{ themeId: 'superhero', addons: [], quantity: 1 }] })).statusCode);
      expect(checkouts).toEqual([201, 201, 429]);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // Order reads are limited too.
      const reads = [];
      for (let i = 0; i < 3; i++) reads.push((await app.inject({ method: 'GET', url: '/api/orders/no-such-order-00001' })).statusCode);
      expect(reads).toEqual([404, 404, 429]);
    } finally {
      await app.close();
    }
  });

  it('keys the limits on the customer behind a trusted proxy (TRUST_PROXY), and on the socket otherwise', async () => {
    const from = (app: FastifyInstance, customer: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '10.0.0.5',
        headers: { 'content-type': 'application/json', 'idempotency-key': newKey(), 'x-forwarded-for': customer },
        payload: JSON.stringify(message),
      });
    const limits = { checkoutWrites: 1, formWrites: 1, orderReads: 1 };
    const behindProxy = await h.server({ rateLimits: limits, trustProxy: ['10.0.0.0/8'] });
    const direct = await h.server({ rateLimits: limits, trustProxy: false });
    try {
      expect((await from(behindProxy, '203.0.113.1')).statusCode).toBe(201);
      expect((await from(behindProxy, '203.0.113.2')).statusCode).toBe(201);
      expect((await from(behindProxy, '203.0.113.1')).statusCode).toBe(429);
      // Without a trusted proxy, X-Forwarded-For is ignored: both "customers" are the proxy's one address.
      expect((await from(direct, '203.0.113.1')).statusCode).toBe(201);
      expect((await from(direct, '203.0.113.2')).statusCode).toBe(429);
    } finally {
      await Promise.all([behindProxy.close(), direct.close()]);
    }
  });

  it('answers an unexpected failure with a generic 500', async () => {
    // Tables under another prefix do not exist: DynamoDB refuses the write, which is not a transient failure.
    const app = await h.server({ tablePrefix: 'missing-' });
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
    const missingTables = await h.server({ tablePrefix: 'missing-' });
    const noDatabase = await h.server({}, { db: down });
    const limited = await h.server({ rateLimits: { checkoutWrites: 1, formWrites: 1, orderReads: 1 } });
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
    const app = await h.server(
      { logLevel: 'info', tablePrefix: 'missing-' },
      {
        logStream: { write: (line) => lines.push(line) },
      },
    );
    try {
      const headers = { 'content-type': 'application/json', 'idempotency-key': newKey() };
      const malformed = await app.inject({ method: 'POST', url: '/api/contact', headers, payload: '{"firstName":' });
      const failed = await post(app, '/api/contact', message);
      const logged = lines.map((line) => JSON.parse(line) as { statusCode?: number; reason?: string; err?: { message?: string; type?: string } });
      expect(logged).toContainEqual(expect.objectContaining({ statusCode: 400, reason: expect.stringContaining('JSON') }));
      expect(logged).toContainEqual(expect.objectContaining({ statusCode: 500, err: expect.objectContaining({ type: 'ResourceNotFoundException' }) }));
      expect(malformed.body).not.toContain('JSON');
      expect(failed.body).not.toContain('ResourceNotFound');
    } finally {
      await app.close();
    }
  });

  it('answers 415 for a body that is not uncompressed JSON in UTF-8, naming what is supported, and stores nothing', async () => {
    const json = JSON.stringify(message);
    const before = (await h.scan(h.tables.contact.name)).length;
    const cases: [string, Record<string, string>, string | Buffer][] = [
      ['gzip', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, gzipSync(json)],
      ['br', { 'content-type': 'application/json', 'content-encoding': 'br' }, json],
      ['utf-16', { 'content-type': 'application/json; charset=utf-16' }, Buffer.from(json, 'utf16le')],
      ['latin-1', { 'content-type': 'application/json; charset=iso-8859-1' }, json],
      ['text', { 'content-type': 'text/plain' }, json],
      ['form', { 'content-type': 'application/x-www-form-urlencoded' }, 'firstName=Asha'],
      ['no type', {}, json],
    ];
    for (const [label, headers, payload] of cases) {
      const response = await h.app.inject({ method: 'POST', url: '/api/contact', headers: { 'idempotency-key': newKey(), ...headers }, payload });
      expect(response.statusCode, label).toBe(415);
      expect(response.json(), label).toEqual({ error: 'unsupported_media_type', message: unsupportedMediaMessage });
      expect(response.headers['accept-post'], label).toBe('application/json; charset=utf-8');
      expect(response.headers['accept-encoding'], label).toBe('identity');
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
    }
    for (const contentType of ['application/json; charset=utf-8', 'application/json;charset=UTF-8', 'Application/JSON']) {
      const accepted = await h.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'idempotency-key': newKey(), 'content-type': contentType },
        payload: JSON.stringify(message),
      });
      expect(accepted.statusCode, contentType).toBe(201);
    }
    expect(await h.scan(h.tables.contact.name)).toHaveLength(before + 3);
  });

  it('answers every error, bad URLs included, in one shape with the same security headers, echoing no more than a short excerpt', async () => {
    const long = `/api/${'a'.repeat(15_000)}`;
    const answers: [string, LightMyRequestResponse][] = [
      ['bad url', await h.app.inject({ method: 'GET', url: '/%c0%ae' })],
      ['bad api url', await h.app.inject({ method: 'GET', url: '/api/orders/%E0%A4%A' })],
      ['long path', await h.app.inject({ method: 'GET', url: long })],
      ['validation', await post(h.app, '/api/contact', { ...message, ['<script>'.repeat(500)]: 1 })],
      ['unknown boxes', await post(h.app, '/api/customizations', { ...message, themeIds: ['x'.repeat(5000)] })],
    ];
    const reference = answers[0]![1].headers;
    for (const [label, response] of answers) {
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(Object.keys(response.json()).sort(), label).toEqual(expect.arrayContaining(['error', 'message']));
      expect(response.body.length, label).toBeLessThan(1500);
      expect(response.body, label).not.toMatch(/fastify|FST_|<script>|aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/i);
      for (const header of [
        'content-security-policy',
        'x-content-type-options',
        'permissions-policy',
        'strict-transport-security',
        'referrer-policy',
        'x-frame-options',
      ]) {
        expect(response.headers[header], `${label}: ${header}`).toBe(reference[header]);
      }
      expect(response.headers['cache-control'], label).toBe('no-store');
    }
    expect(reference['permissions-policy']).toContain('camera=()');
  });

  it('serves an OpenAPI document generated from the routes’ schemas', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/admin/calendar',
      '/api/admin/calendar/{date}',
      '/api/admin/customers/{phone}',
      '/api/admin/draft-orders',
      '/api/admin/draft-orders/choices',
      '/api/admin/draft-orders/{id}',
      '/api/admin/draft-orders/{id}/discard',
      '/api/admin/draft-orders/{id}/finalise',
      '/api/admin/inbox/custom/{id}/quote',
      '/api/admin/inbox/{kind}',
      '/api/admin/inbox/{kind}/{id}',
      '/api/admin/inbox/{kind}/{id}/handled',
      '/api/admin/orders',
      '/api/admin/orders.csv',
      '/api/admin/orders/{orderNumber}',
      '/api/admin/orders/{orderNumber}/edit',
      '/api/admin/orders/{orderNumber}/link',
      '/api/admin/orders/{orderNumber}/notes',
      '/api/admin/orders/{orderNumber}/payment',
      '/api/admin/orders/{orderNumber}/payment-link',
      '/api/admin/orders/{orderNumber}/refunds',
      '/api/admin/orders/{orderNumber}/status',
      '/api/admin/reports',
      '/api/admin/slips',
      '/api/admin/subscribers.csv',
      '/api/checkouts',
      '/api/checkouts/{id}',
      '/api/checkouts/{id}/complete',
      '/api/contact',
      '/api/customizations',
      '/api/delivery-calendar',
      '/api/health',
      '/api/orders/by-number/{orderNumber}',
      '/api/orders/by-number/{orderNumber}/cancel',
      '/api/orders/by-number/{orderNumber}/edit',
      '/api/orders/by-number/{orderNumber}/payments',
      '/api/orders/by-number/{orderNumber}/payments/verify',
      '/api/orders/{id}',
      '/api/payments/razorpay/webhook',
      '/api/subscriptions',
      '/api/suggestions',
    ]);
    const complete = document.paths['/api/checkouts/{id}/complete'].post;
    expect(complete.requestBody.content['application/json'].schema.required).toEqual(['total']);
    expect(Object.keys(complete.responses)).toEqual(expect.arrayContaining(['200', '201', '4XX', '5XX']));
    expect(Object.keys(document.paths['/api/checkouts/{id}'].patch.responses)).toEqual(expect.arrayContaining(['200', '409', '4XX', '5XX']));
  });
});
