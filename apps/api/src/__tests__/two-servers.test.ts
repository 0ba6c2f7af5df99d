// Two server processes side by side, as behind a load balancer: one DynamoDB-compatible endpoint (dynalite) and one
// identity emulator (cognito-local), both external to the servers. The same idempotent writes sent to both at once
// store exactly one item per key and get identical answers; a session made on one server works on the other.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { unpackOrder } from '../modules/orders/order-packing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../platform/db/client';
import { createTables } from '../platform/db/create-tables';
import { localCredentials, startDynalite, type EmbeddedDatabase } from '../platform/db/embedded';
import { tablesFor } from '../platform/db/tables';
import { startEmbeddedCognito, type EmbeddedCognito, type Sms } from '../modules/accounts/identity/embedded-cognito';
import { ensureUserPool } from '../modules/accounts/identity/user-pool';
import { newKey } from './support/harness';
import { daysFromToday } from './support/operations';
import { firstDeliveryOver, postJson, startApi, type RunningApi } from './support/processes';

const tables = tablesFor('pair-');
const address = { fullName: 'Asha Rao', phone: '9820098200', addressLine1: 'Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };
const contact = { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Two servers, one answer?' };

/** A browser's cookie jar over fetch, for whichever server it talks to. */
class CookieJar {
  readonly cookies = new Map<string, string>();

  async send(baseUrl: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(cookie && { cookie }), ...headers },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

describe('two server processes on one database and one identity service', () => {
  let dynalite: EmbeddedDatabase;
  let cognito: EmbeddedCognito;
  const servers: RunningApi[] = [];
  const texts: Sms[] = [];
  const cognitoDir = mkdtempSync(join(tmpdir(), 'partybox-pair-cognito-'));
  const db = () => createDocumentClient({ region: 'ap-south-1', endpoint: dynalite.endpoint, credentials: localCredentials });

  beforeAll(async () => {
    dynalite = await startDynalite();
    const client = db();
    await createTables(client, 'pair-');
    client.destroy();
    cognito = await startEmbeddedCognito({ dataDir: cognitoDir, onSms: (sms) => texts.push(sms) });
    // The pool is made once, before the servers start, as in AWS (each server creating it could race into two pools).
    const identityClient = new CognitoIdentityProviderClient({ region: 'ap-south-1', endpoint: cognito.endpoint, credentials: localCredentials });
    const { userPoolId, clientId, clientSecret } = await ensureUserPool(identityClient);
    identityClient.destroy();
    const env = {
      DYNAMODB_ENDPOINT: dynalite.endpoint,
      TABLE_PREFIX: 'pair-',
      COGNITO_ENDPOINT: cognito.endpoint,
      COGNITO_ISSUER_DOMAIN: cognito.issuerDomain,
      COGNITO_USER_POOL_ID: userPoolId,
      COGNITO_CLIENT_ID: clientId,
      COGNITO_CLIENT_SECRET: clientSecret!,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      // One key for both, as the stack gives every instance the same parameter: a link or session made by one opens on the other.
      ORDER_LINK_SECRET: randomBytes(48).toString('base64url'),
      WEB_DIST: join(tmpdir(), 'partybox-no-web-dist'),
      RATE_LIMIT_CHECKOUT: '10000',
      RATE_LIMIT_FORMS: '10000',
    };
    servers.push(...(await Promise.all([startApi(env), startApi(env)])));
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) await server.stop();
    await cognito?.stop();
    await dynalite?.stop();
    rmSync(cognitoDir, { recursive: true, force: true });
  });

  const scan = async (table: string) => {
    const client = db();
    try {
      // Orders as the API reads them (packed attributes unpacked: modules/orders/order-packing.ts).
      return ((await client.send(new ScanCommand({ TableName: table, ConsistentRead: true }))).Items ?? []).map((item) =>
        unpackOrder<Record<string, unknown>>(item)!,
      );
    } finally {
      client.destroy();
    }
  };

  it('stores each key once when the same writes reach both servers at the same moment, and both answer alike', async () => {
    const [a, b] = servers as [RunningApi, RunningApi];
    const keys = Array.from({ length: 25 }, () => newKey('pair-contact'));
    const answers = await Promise.all(
      keys.map(async (key) => {
        const responses = await Promise.all([postJson(a.baseUrl, '/api/contact', contact, key), postJson(b.baseUrl, '/api/contact', contact, key)]);
        return { key, statuses: responses.map((r) => r.status), bodies: await Promise.all(responses.map((r) => r.json())) };
      }),
    );
    for (const { key, statuses, bodies } of answers) {
      expect(statuses, key).toEqual([201, 201]);
      expect(bodies[0], key).toEqual(bodies[1]);
    }
    const items = await scan(tables.contact.name);
    const stored = items.filter((item) => keys.includes(item.IdempotencyKey as string));
    expect(stored).toHaveLength(keys.length);
    expect(new Set(stored.map((item) => item.id)).size).toBe(keys.length);
  });

  it('completes one checkout once across both servers at the same moment: one order, the same id and access token in both answers', async () => {
    const [a, b] = servers as [RunningApi, RunningApi];
    const jar = new CookieJar();
    const started = await jar.send(a.baseUrl, 'POST', '/api/checkouts', { lines: [{ themeId: 'unicorn', addons: ['neonSign'], quantity: 1 }] });
    expect(started.status).toBe(201);
    const view = (await started.json()) as { id: string; version: number };
    // The steps saved on the other server: the checkout lives in the database, not in a process.
    const party = { name: 'Asha Rao', phone: '9820098200', email: 'asha@example.com', eventDate: daysFromToday(30) };
    const delivery = { ...address, ...(await firstDeliveryOver(a.baseUrl, party.eventDate)) };
    const steps = { version: view.version, customization: party, delivery, payment: { method: 'upi' } };
    const saved = await jar.send(b.baseUrl, 'PATCH', `/api/checkouts/${view.id}`, steps, { 'idempotency-key': newKey('pair-save') });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { total } = (await saved.json()) as { total: number };
    const complete = (server: RunningApi) =>
      jar.send(server.baseUrl, 'POST', `/api/checkouts/${view.id}/complete`, { total }, { 'idempotency-key': newKey('pair-complete') });
    const [first, second] = await Promise.all([complete(a), complete(b)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const [one, two] = (await Promise.all([first.json(), second.json()])) as { order: { id: string }; accessToken: string; payment: { amountPaise: number } }[];
    // The same order and token; each process opens checkout on its own embedded sandbox (on AWS both share Razorpay).
    expect({ order: one!.order, accessToken: one!.accessToken }).toEqual({ order: two!.order, accessToken: two!.accessToken });
    expect(one!.payment.amountPaise).toBe(two!.payment.amountPaise);
    expect((await scan(tables.order.name)).filter((item) => item.id === one!.order.id)).toHaveLength(1);
    // Read back on the other server with the token.
    const read = await fetch(`${b.baseUrl}/api/orders/${one!.order.id}`, { headers: { 'order-access-token': one!.accessToken } });
    expect(read.status).toBe(200);
  });

  it('keeps a customer signed in whichever server answers: sign-up, sign-in, account, refresh, sign-out', async () => {
    const [a, b] = servers as [RunningApi, RunningApi];
    const phone = '9820055501';
    const jar = new CookieJar();
    const codeFor = () => texts.filter((sms) => sms.to === `+91${phone}`).at(-1)!.code;
    expect((await jar.send(a.baseUrl, 'POST', '/api/auth/sign-up', { name: 'Asha Rao', phone, password: 'long enough' })).status).toBe(200);
    expect((await jar.send(b.baseUrl, 'POST', '/api/auth/confirm', { phone, code: codeFor() })).status).toBe(200);
    // The password step on one server, the SMS code on the other: the sign-in state is in the cookie, not a process.
    expect((await jar.send(a.baseUrl, 'POST', '/api/auth/sign-in', { phone, password: 'long enough' })).status).toBe(200);
    const signedIn = await jar.send(b.baseUrl, 'POST', '/api/auth/sign-in/code', { code: codeFor() });
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);

    const account = await jar.send(a.baseUrl, 'GET', '/api/account');
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({ customer: { name: 'Asha Rao' } });
    const accessBefore = jar.cookies.get('pb_access');
    expect((await jar.send(b.baseUrl, 'POST', '/api/auth/refresh')).status).toBe(200);
    expect(jar.cookies.get('pb_access')).not.toBe(accessBefore);
    expect((await jar.send(a.baseUrl, 'GET', '/api/auth/me')).status).toBe(200);
    expect(await (await jar.send(a.baseUrl, 'GET', '/api/auth/me')).json()).toMatchObject({ signedIn: true });

    // Signing out on one server revokes the refresh token for both.
    const refresh = jar.cookies.get('pb_refresh');
    expect((await jar.send(a.baseUrl, 'POST', '/api/auth/sign-out')).status).toBe(200);
    const stale = new CookieJar();
    stale.cookies.set('pb_refresh', refresh!);
    expect((await stale.send(b.baseUrl, 'POST', '/api/auth/refresh')).status).toBe(401);
  });
});
