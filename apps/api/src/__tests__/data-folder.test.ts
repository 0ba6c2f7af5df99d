// A local store keeps everything in its DATA_DIR: two stores with different folders run side by side and write
// nothing outside them, and a folder laid out the old way (the database at its top) is refused with what to do.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dataFolder, loadConfig } from '../platform/env/env';
import { prepareLocalData } from '../platform/env/local-data';
import { newKey } from './support/harness';
import { postJson, runScript, startApi } from './support/processes';

const parent = mkdtempSync(join(tmpdir(), 'partybox-stores-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const contact = { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Which folder am I in?' };

describe('the data folder (DATA_DIR)', () => {
  it('holds the database, the identity emulator, the order-link secret and the payment sandbox, each in its place', () => {
    const config = loadConfig({ DATA_DIR: '/srv/partybox' });
    expect(config.data).toEqual(dataFolder('/srv/partybox'));
    expect(config.data).toEqual({
      root: '/srv/partybox',
      database: '/srv/partybox/dynamodb',
      cognito: '/srv/partybox/cognito',
      orderLinkSecret: '/srv/partybox/order-link-secret',
      paymentSandbox: '/srv/partybox/razorpay',
      tableUpgrades: '/srv/partybox/table-upgrades',
    });
    expect(config.database).toEqual({
      mode: 'embedded',
      dataDir: '/srv/partybox/dynamodb',
      region: 'ap-south-1',
      upgradeDir: '/srv/partybox/table-upgrades',
    });
    expect(config.identity).toEqual({ mode: 'embedded', dataDir: '/srv/partybox/cognito', region: 'ap-south-1' });
  });

  it('lets two stores on one machine run side by side with nothing shared and nothing written outside their folders', async () => {
    const [first, second] = [join(parent, 'first'), join(parent, 'second')];
    // COGNITO_DATA_DIR empty: the identity emulator's folder follows DATA_DIR.
    const stores = await Promise.all([first, second].map((dir) => startApi({ DATA_DIR: dir, COGNITO_DATA_DIR: '', WEB_DIST: join(dir, 'no-web') })));
    try {
      for (const store of stores) expect((await postJson(store.baseUrl, '/api/contact', contact, newKey('contact'))).status).toBe(201);
    } finally {
      for (const store of stores) expect(await store.stop(), store.output()).toBe(0);
    }
    expect(readdirSync(parent).sort()).toEqual(['first', 'second']);
    for (const dir of [first, second]) expect(readdirSync(dir).sort()).toEqual(['cognito', 'dynamodb', 'order-link-secret']);
    expect(readdirSync(join(first, 'cognito', 'db')).length).toBeGreaterThan(0);
    expect(readFileSync(join(first, 'order-link-secret'), 'utf8')).not.toBe(readFileSync(join(second, 'order-link-secret'), 'utf8'));
  }, 240_000);

  it('keeps the order-link secret in DATA_DIR with DYNAMODB_ENDPOINT too, and asks for ORDER_LINK_SECRET with AWS', () => {
    const dir = join(parent, 'endpoint');
    const config = prepareLocalData(loadConfig({ DATA_DIR: dir, DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' }));
    expect(config.orderLinkSecret).toBe(readFileSync(join(dir, 'order-link-secret'), 'utf8'));
    expect(prepareLocalData(loadConfig({ DATA_DIR: dir, DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' })).orderLinkSecret).toBe(config.orderLinkSecret);
    expect(() => prepareLocalData(loadConfig({ DATA_DIR: dir, DYNAMODB_MODE: 'aws' }))).toThrow('ORDER_LINK_SECRET must be set');
  });

  it('gives processes that start together on a fresh folder one complete order-link key', async () => {
    const dir = join(parent, 'race');
    const gate = mkdtempSync(join(tmpdir(), 'partybox-gate-'));
    // Each process loads the code, says it is ready, then waits for the gate so that all read or make the key at once.
    const read = `import('./src/platform/env/local-data.ts').then(async ({ prepareLocalData }) => {
      const { loadConfig } = await import('./src/platform/env/env.ts');
      const { existsSync, writeFileSync } = await import('node:fs');
      writeFileSync(${JSON.stringify(gate)} + '/ready-' + process.pid, '');
      while (!existsSync(${JSON.stringify(join(gate, 'go'))}));
      console.log('key=' + prepareLocalData(loadConfig({ DATA_DIR: ${JSON.stringify(dir)}, DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' })).orderLinkSecret);
    })`;
    const processes = 8;
    const running = Promise.all(Array.from({ length: processes }, () => runScript('-e', {}, [read])));
    await vi.waitFor(() => expect(readdirSync(gate)).toHaveLength(processes), { timeout: 50_000, interval: 20 });
    writeFileSync(join(gate, 'go'), '');
    const keys = (await running).map((run) => /key=(\S*)/.exec(run.output)?.[1]);
    rmSync(gate, { recursive: true, force: true });
    expect(keys[0]).toMatch(/^[\w-]{64}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(readdirSync(dir)).toEqual(['order-link-secret']);
  }, 60_000);

  it('refuses a DATA_DIR that is a database folder of the old layout, saying where to move it', async () => {
    const old = join(parent, 'old-layout');
    mkdirSync(old);
    writeFileSync(join(old, 'CURRENT'), 'MANIFEST-000004\n');
    expect(() => prepareLocalData(loadConfig({ DATA_DIR: old }))).toThrow(`Move its files into ${join(old, 'dynamodb')}, or set DATA_DIR to its parent folder`);
    const started = await runScript('src/index.ts', { DATA_DIR: old, PORT: '0', HOST: '127.0.0.1' });
    expect(started.code).toBe(1);
    expect(started.output).toContain('holds a database laid out the old way');
    expect(readdirSync(old)).toEqual(['CURRENT']);
  }, 60_000);
});
