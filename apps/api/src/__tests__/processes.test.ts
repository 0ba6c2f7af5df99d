import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDocumentClient } from '../platform/db/client';
import { localCredentials, startDynalite } from '../platform/db/embedded';
import { newKey } from './support/harness';
import { daysFromToday } from './support/operations';
import { placeOrderOver, postJson, runScript, startApi, type RunningApi } from './support/processes';

const contact = { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Still there after a restart?' };
const address = { fullName: 'Asha Rao', phone: '9820098200', addressLine1: 'Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };
const noWeb = join(tmpdir(), 'partybox-no-web-dist');

describe('the server process', () => {
  const running: RunningApi[] = [];
  const folders: string[] = [];
  afterAll(async () => {
    for (const api of running) if (api.child.exitCode === null) await api.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps what it stored in the embedded database across a SIGTERM and a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'partybox-data-'));
    folders.push(dataDir);
    const env = { DATA_DIR: dataDir, WEB_DIST: noWeb };

    const first = await startApi(env);
    running.push(first);
    const contactId = newKey('contact');
    const { order, accessToken } = await placeOrderOver(first.baseUrl, {
      lines: [{ themeId: 'unicorn', addons: ['neonSign'], quantity: 1 }],
      customization: { name: 'Asha Rao', phone: '9820098200', email: 'asha@example.com', eventDate: daysFromToday(30) },
      delivery: address,
      payment: { method: 'cod' },
    });
    expect((await postJson(first.baseUrl, '/api/contact', contact, contactId)).status).toBe(201);
    // The store's dispatcher texts the customer (log mode: one line), with the order's status page link.
    const { orderNumber } = order;
    const sms = `SMS to +919820098200: Party Box: ${orderNumber}: pay Rs. `;
    await vi.waitFor(() => expect(first.output()).toContain(sms), { timeout: 10_000 });
    expect(first.output()).toMatch(
      new RegExp(`${orderNumber}: pay Rs\\. [\\d,]+ on delivery\\. .+ http://localhost:\\d+/orders/${orderNumber}\\?t=[A-Za-z0-9_-]{43}`),
    );
    // LevelDB allows one process per folder: a second one is refused with a message saying what to do.
    const locked = await runScript('src/scripts/create-tables.ts', env);
    expect(locked.code).toBe(1);
    expect(locked.output).toContain('is in use by another process');
    expect(await first.stop()).toBe(0);

    // Loopback unless HOST says otherwise, and then the log says the embedded store is reachable from other machines.
    expect(first.output()).not.toContain('answers beyond this machine');
    const second = await startApi({ ...env, HOST: '0.0.0.0' });
    running.push(second);
    await vi.waitFor(() => expect(second.output()).toContain('HOST=0.0.0.0: the store with embedded data answers beyond this machine'));
    const read = await fetch(`${second.baseUrl}/api/orders/${order.id}`, { headers: { 'order-access-token': accessToken } });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(order);
    const replay = await postJson(second.baseUrl, '/api/contact', contact, contactId);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.stop()).toBe(0);
    // Sent once: the restarted store found nothing left to send.
    expect(second.output()).not.toContain(sms);
  });

  it('uses DYNAMODB_ENDPOINT and TABLE_PREFIX, with tables made by db:create-tables', async () => {
    const external = await startDynalite();
    const dataDir = mkdtempSync(join(tmpdir(), 'partybox-data-'));
    folders.push(dataDir);
    const env = {
      // Only the order-link secret is kept locally with an endpoint; in the test's folder, not the repository's.
      DATA_DIR: dataDir,
      DYNAMODB_ENDPOINT: external.endpoint,
      TABLE_PREFIX: 'e2e-',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
      WEB_DIST: noWeb,
    };
    const db = createDocumentClient({ region: 'ap-south-1', endpoint: external.endpoint, credentials: localCredentials });
    try {
      const created = await runScript('src/scripts/create-tables.ts', env);
      expect(created.code, created.output).toBe(0);
      expect(created.output).toContain('created  e2e-PartyBoxContactData');
      const again = await runScript('src/scripts/create-tables.ts', env);
      expect(again.code, again.output).toBe(0);
      expect(again.output).toContain('existing e2e-PartyBoxOrders');

      const api = await startApi(env);
      running.push(api);
      const key = newKey('contact');
      const response = await postJson(api.baseUrl, '/api/contact', contact, key);
      expect(response.status).toBe(201);
      const { Item } = await db.send(new GetCommand({ TableName: 'e2e-PartyBoxContactData', Key: { IdempotencyKey: key } }));
      expect(Item).toMatchObject({ IdempotencyKey: key, id: ((await response.json()) as { id: string }).id, Name: 'Asha', Phone: 9820098200 });
      expect(await api.stop()).toBe(0);
    } finally {
      db.destroy();
      await external.stop();
    }
  });
});
