import { createServer as createNetServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../db/client';
import { localCredentials } from '../db/embedded';
import { createServer } from '../server';
import { newKey, post, realCatalog, startHarness, testConfig, type Harness } from './support/harness';

const message = { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Are you open on Sunday?' };

function closeListener(h: Harness): Promise<void> {
  return new Promise((resolve, reject) => h.dynalite.server.close((error) => (error ? reject(error) : resolve())));
}

function listenAgain(h: Harness): Promise<void> {
  return new Promise((resolve) => h.dynalite.server.listen(h.dynalite.port, '127.0.0.1', resolve));
}

describe('when the database is down', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('answers 503 with a message, writes nothing, and a retry with the same key succeeds once it is back', async () => {
    const key = newKey('outage');
    await closeListener(h);

    const failed = await post(h.app, '/api/contact', message, key);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      error: 'unavailable',
      message: 'We could not save this right now. Please try again in a minute; trying again never saves twice.',
    });
    const health = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ ok: false });

    await listenAgain(h);
    expect(await h.scan(h.tables.contact.name)).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true });

    const retried = await post(h.app, '/api/contact', message, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual({ id: key });
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await h.scan(h.tables.contact.name)).toHaveLength(1);
  });

  it('answers 503 for an order whose delivery cannot be checked', async () => {
    const deliveryId = newKey('delivery');
    await post(
      h.app,
      '/api/deliveries',
      { fullName: 'Asha', phone: '9820098200', addressLine1: 'Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
      deliveryId,
    );
    await closeListener(h);
    const response = await post(h.app, '/api/orders', { lines: [{ themeId: 'superhero', addons: [], quantity: 1 }], deliveryId, paymentMethod: 'upi' });
    await listenAgain(h);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('unavailable');
    expect(await h.scan(h.tables.order.name)).toEqual([]);
  });
});

describe('when the database accepts connections but never answers', () => {
  let blackHole: Server;
  let sockets: Socket[] = [];
  beforeAll(async () => {
    blackHole = createNetServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    sockets = [];
    await new Promise((resolve) => blackHole.close(resolve));
  });

  it('gives up after the SDK retries and answers 503', async () => {
    const { port } = blackHole.address() as AddressInfo;
    // Short timeouts keep the test quick; production uses defaultTimeouts.
    const db = createDocumentClient(
      { region: 'ap-south-1', endpoint: `http://127.0.0.1:${port}`, credentials: localCredentials },
      { connectionTimeoutMs: 200, requestTimeoutMs: 300, maxAttempts: 2 },
    );
    const app = await createServer({ config: testConfig(), db, catalog: realCatalog() });
    try {
      const response = await post(app, '/api/contact', message);
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('unavailable');
    } finally {
      await app.close();
      db.destroy();
    }
  });
});
