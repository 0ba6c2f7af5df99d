// Two server processes on one database share every limit: a route's budget spent half on each server is spent, a
// free retry of a write counted on one is free on the other, the resend cooldown started on one holds on the other,
// and failed guesses on one delay the next guess on the other. Nothing is counted in a process's memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../platform/db/client';
import { createTables } from '../platform/db/create-tables';
import { localCredentials, startDynalite, type EmbeddedDatabase } from '../platform/db/embedded';
import { startEmbeddedCognito, type EmbeddedCognito } from '../modules/accounts/identity/embedded-cognito';
import { ensureUserPool } from '../modules/accounts/identity/user-pool';
import { newKey } from './support/harness';
import { postJson, startApi, type RunningApi } from './support/processes';

const contact = { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'One budget for both servers?' };
const formBudget = 4;

function postAuth(baseUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/auth/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('limits shared by two server processes', () => {
  let dynalite: EmbeddedDatabase;
  let cognito: EmbeddedCognito;
  const servers: RunningApi[] = [];
  const cognitoDir = mkdtempSync(join(tmpdir(), 'partybox-limits-cognito-'));

  beforeAll(async () => {
    dynalite = await startDynalite();
    const client = createDocumentClient({ region: 'ap-south-1', endpoint: dynalite.endpoint, credentials: localCredentials });
    await createTables(client, 'shared-');
    client.destroy();
    cognito = await startEmbeddedCognito({ dataDir: cognitoDir, onSms: () => undefined });
    const identityClient = new CognitoIdentityProviderClient({ region: 'ap-south-1', endpoint: cognito.endpoint, credentials: localCredentials });
    const { userPoolId, clientId, clientSecret } = await ensureUserPool(identityClient);
    identityClient.destroy();
    const env = {
      DYNAMODB_ENDPOINT: dynalite.endpoint,
      TABLE_PREFIX: 'shared-',
      COGNITO_ENDPOINT: cognito.endpoint,
      COGNITO_ISSUER_DOMAIN: cognito.issuerDomain,
      COGNITO_USER_POOL_ID: userPoolId,
      COGNITO_CLIENT_ID: clientId,
      COGNITO_CLIENT_SECRET: clientSecret!,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      WEB_DIST: join(tmpdir(), 'partybox-no-web-dist'),
      RATE_LIMIT_FORMS: String(formBudget),
      SMS_RESEND_COOLDOWN_SECONDS: '600',
      AUTH_FREE_FAILURES: '1',
      AUTH_FIRST_DELAY_SECONDS: '600',
    };
    servers.push(...(await Promise.all([startApi(env), startApi(env)])));
  }, 90_000);

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) await server.stop();
    await cognito?.stop();
    await dynalite?.stop();
    rmSync(cognitoDir, { recursive: true, force: true });
  });

  it('spends one route budget per address across both servers, and lets a retry counted on one through on the other', async () => {
    const [a, b] = servers as [RunningApi, RunningApi];
    const minute = () => Math.floor(Date.now() / 60_000);
    const untilNextMinute = () => 60_000 - (Date.now() % 60_000) + 50;
    // Budgets are fixed one-minute windows: a run starts early in a fresh minute's budget when the current one is
    // nearly over, and a run that still straddles a minute's end waits for a fresh window and runs again.
    for (let run = 0; run < 3; run += 1) {
      if (run > 0 || untilNextMinute() < 20_000) await new Promise((resolve) => setTimeout(resolve, untilNextMinute()));
      const startedIn = minute();
      const keys = Array.from({ length: formBudget }, () => newKey('shared-contact'));
      const statuses = [];
      for (const [i, key] of keys.entries()) statuses.push((await postJson(i % 2 === 0 ? a.baseUrl : b.baseUrl, '/api/contact', contact, key)).status);
      // The budget is spent on both servers, whichever one counted which request.
      const refused = await Promise.all([a, b].map((server) => postJson(server.baseUrl, '/api/contact', contact, newKey('shared-contact'))));
      // A retry of a write server A counted is free on server B: the replay of the stored answer.
      const retry = await postJson(b.baseUrl, '/api/contact', contact, keys[0]!);
      if (minute() !== startedIn) continue;
      expect(statuses).toEqual([201, 201, 201, 201]);
      expect(refused.map((response) => response.status)).toEqual([429, 429]);
      for (const response of refused) expect(((await response.json()) as { error: string }).error).toBe('rate_limited');
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      return;
    }
    throw new Error('three runs in a row straddled a minute');
  }, 200_000);

  it('holds the resend cooldown started on one server on the other', async () => {
    const [a, b] = servers as [RunningApi, RunningApi];
    const phone = '9820055577';
    expect((await postAuth(a.baseUrl, 'sign-up', { name: 'Asha Rao', phone, password: 'long enough' })).status).toBe(200);
    const resend = await postAuth(b.baseUrl, 'resend', { phone });
    expect(resend.status).toBe(429);
    expect(await resend.json()).toMatchObject({ error: 'resend_cooldown' });
    expect(Number(resend.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('delays the next guess on one server after failures on the other', async () => {
    const [a, b] = servers as [RunningApi, RunningApi];
    const phone = '9820055578';
    expect((await postAuth(a.baseUrl, 'sign-in', { phone, password: 'first guess' })).status).toBe(401);
    expect((await postAuth(b.baseUrl, 'sign-in', { phone, password: 'second guess' })).status).toBe(401);
    const third = await postAuth(a.baseUrl, 'sign-in', { phone, password: 'third guess' });
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ error: 'too_many_attempts' });
  });
});
