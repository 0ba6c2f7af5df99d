import { createServer as createNetServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../platform/db/client';
import { localCredentials } from '../platform/db/embedded';
import { setTimeout as sleep } from 'node:timers/promises';
import { completeCheckout, guest, readyCheckout } from './support/checkout';
import { newKey, post, serverIdPattern, startHarness, type Harness, useHarness, serverOn } from './support/harness';

const message = { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Are you open on Sunday?' };

function closeListener(h: Harness): Promise<void> {
  return h.dynalite.interrupt();
}

function listenAgain(h: Harness): Promise<void> {
  return h.dynalite.resume();
}

describe('when the database is down', () => {
  const h = useHarness(() => startHarness());

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
    expect(retried.json()).toEqual({ id: expect.stringMatching(serverIdPattern) });
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await h.scan(h.tables.contact.name)).toHaveLength(1);
  });

  it('answers 503 for a checkout that cannot be completed while the database is down, and places no order', async () => {
    const browser = guest(h.app);
    const view = await readyCheckout(browser);
    await closeListener(h);
    const response = await completeCheckout(browser, view.id, { total: view.total });
    await listenAgain(h);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('unavailable');
    expect(await h.scan(h.tables.order.name)).toEqual([]);
    // Once it is back, the same checkout completes.
    expect((await completeCheckout(browser, view.id, { total: view.total })).statusCode).toBe(201);
  });
});

describe('the log of a database outage', () => {
  it('holds one line when it starts, a summary per interval with the count of refused writes, one line when it ends, and no stack traces', async () => {
    const h = await startHarness();
    const lines: string[] = [];
    const app = await h.server(
      { logLevel: 'info' },
      {
        logStream: { write: (line) => lines.push(line) },
        // Stands in for the 30 s of production, so the test sees a summary in well under a second.
        outageSummaryMs: 300,
      },
    );
    try {
      expect((await post(app, '/api/contact', message)).statusCode).toBe(201);
      const before = lines.length;
      await closeListener(h);
      const refused = await Promise.all(Array.from({ length: 40 }, () => post(app, '/api/contact', message)));
      expect(refused.every((response) => response.statusCode === 503)).toBe(true);
      await sleep(450);
      for (let i = 0; i < 10; i++) expect((await post(app, '/api/contact', message)).statusCode).toBe(503);
      await listenAgain(h);
      expect((await post(app, '/api/contact', message)).statusCode).toBe(201);
      expect((await post(app, '/api/contact', message)).statusCode).toBe(201);

      // Everything logged from the outage on, whatever its wording: 50 refused writes must not make 50 lines.
      const during = lines.slice(before);
      const logged = during.map((line) => JSON.parse(line) as { outage?: string; refused?: number });
      expect(during.length).toBeLessThanOrEqual(5);
      const episode = logged.map((line) => line.outage);
      expect(episode[0]).toBe('start');
      expect(episode.at(-1)).toBe('end');
      // One summary per interval while it lasts (the 50 writes take a few intervals on a busy machine).
      expect(episode.slice(1, -1).length).toBeGreaterThanOrEqual(1);
      expect(episode.slice(1, -1).every((kind) => kind === 'ongoing')).toBe(true);
      expect(logged[1]?.refused).toBeGreaterThanOrEqual(40);
      expect(logged.at(-1)?.refused).toBe(50);
      expect(during.join('\n')).not.toMatch(/"stack"|\n\s+at /);
    } finally {
      await app.close();
      await h.close();
    }
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
    const app = await serverOn(db);
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
