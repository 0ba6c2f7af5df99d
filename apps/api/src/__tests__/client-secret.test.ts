// The app client's secret in AWS mode: without COGNITO_CLIENT_SECRET the API reads it from the pool at start
// (DescribeUserPoolClient), so a client the stack replaced needs no secret copied by hand; a secret in the settings
// wins. AWS mode's own code path, its SDK pointed at the patched cognito-local by the SDK's standard endpoint variable
// (the emulator refuses a sign-up without the right SECRET_HASH, as Cognito does).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localCredentials } from '../platform/db/embedded';
import { loadConfig } from '../platform/env/env';
import { startEmbeddedCognito, type EmbeddedCognito, type Sms } from '../modules/accounts/identity/embedded-cognito';
import { openIdentity, type OpenIdentity } from '../modules/accounts/identity/open-identity';
import { ensureUserPool, type PoolIds } from '../modules/accounts/identity/user-pool';
import { newPhone } from './support/accounts-harness';

let cognito: EmbeddedCognito;
let ids: PoolIds;
const texts: Sms[] = [];
const opened: OpenIdentity[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'partybox-client-secret-'));

beforeAll(async () => {
  cognito = await startEmbeddedCognito({ dataDir, onSms: (sms) => texts.push(sms) });
  const client = new CognitoIdentityProviderClient({ region: 'ap-south-1', endpoint: cognito.endpoint, credentials: localCredentials });
  ids = await ensureUserPool(client);
  client.destroy();
  // As in Lambda, AWS mode gives the SDK no endpoint and no credentials: the standard variables supply both here.
  vi.stubEnv('AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER', cognito.endpoint);
  vi.stubEnv('AWS_ACCESS_KEY_ID', localCredentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', localCredentials.secretAccessKey);
}, 30_000);

afterAll(async () => {
  for (const identity of opened) await identity.close();
  vi.unstubAllEnvs();
  await cognito?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The stack's settings for the pool and client (the function's environment), plus `extra`. */
const awsSettings = (extra: Record<string, string> = {}) => ({
  COGNITO_MODE: 'aws',
  COGNITO_USER_POOL_ID: ids.userPoolId,
  COGNITO_CLIENT_ID: ids.clientId,
  ...extra,
});

async function open(env: Record<string, string>): Promise<OpenIdentity> {
  const target = loadConfig(env).identity!;
  expect(target.mode).toBe('aws');
  const identity = await openIdentity(target);
  opened.push(identity);
  return identity;
}

const signUp = (identity: OpenIdentity, phone: string) => identity.identity.signUp({ phone, password: 'eight ch', name: 'Asha Rao' });

describe('the app client secret in AWS mode', () => {
  it('without COGNITO_CLIENT_SECRET, reads the secret from the pool at start: a sign-up is accepted and its code texted', async () => {
    expect(loadConfig(awsSettings()).identity).not.toHaveProperty('clientSecret');
    const identity = await open(awsSettings());
    const phone = newPhone();
    await expect(signUp(identity, phone)).resolves.toMatchObject({ destination: expect.any(String) });
    expect(texts.filter((sms) => sms.to === `+91${phone}`)).toHaveLength(1);
  });

  it('a COGNITO_CLIENT_SECRET in the settings wins over the pool: a stale one is refused by Cognito, the right one works', async () => {
    const stale = await open(awsSettings({ COGNITO_CLIENT_SECRET: 'a-secret-from-a-client-long-replaced' }));
    await expect(signUp(stale, newPhone())).rejects.toThrow(`Unable to verify secret hash for client ${ids.clientId}`);
    const given = await open(awsSettings({ COGNITO_CLIENT_SECRET: ids.clientSecret! }));
    await expect(signUp(given, newPhone())).resolves.toBeDefined();
  });

  it('when the pool will not say, the start fails naming the permission and the setting that fix it', async () => {
    await expect(open(awsSettings({ COGNITO_CLIENT_ID: 'noSuchClient' }))).rejects.toThrow(
      /Could not read the secret of app client noSuchClient .*ResourceNotFoundException.*cognito-idp:DescribeUserPoolClient on that pool .*COGNITO_CLIENT_SECRET/,
    );
  });
});
