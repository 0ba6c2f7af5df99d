// What keeps accounts from being forged or outlived, against cognito-local and dynalite started here (nothing mocked):
// tokens signed with the emulator's public package key are refused, the installation's own key is the one published.
import { createPrivateKey } from 'node:crypto';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedIssuerDomain, signingKeyFileName } from '../identity/embedded-cognito';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { customer } from './support/operations';

let harness: AccountsHarness;
beforeAll(async () => {
  harness = await startAccountsHarness();
}, 60_000);
afterAll(async () => harness?.close());

/** The private key that ships inside the cognito-local package: anyone who installs it has it. */
function packageKey(): { pem: string } {
  const fromApi = createRequire(import.meta.url);
  return createRequire(fromApi.resolve('cognito-local'))('./keys/cognitoLocal.private.json') as { pem: string };
}

describe('forged tokens', () => {
  it('refuses an operator token signed with the key published in the cognito-local package, on the console and the account', async () => {
    const phone = newPhone();
    const shopper = await customer(harness, phone);
    expect((await shopper.get('/api/account')).statusCode).toBe(200);
    const sub = (await harness.scan(harness.tables.customer.name)).find((record) => record.Phone === phone)!.sub;
    const { userPoolId, clientId } = harness.identity.identity;
    const forged = await new SignJWT({ token_use: 'access', client_id: clientId, 'cognito:groups': ['operators'], username: `+91${phone}` })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setSubject(String(sub))
      .setIssuer(`${embeddedIssuerDomain}/${userPoolId}`)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(createPrivateKey(packageKey().pem));
    const attacker = new Browser(harness);
    attacker.cookies.set('pb_access', forged);
    for (const path of ['/api/admin/orders', '/api/account', '/api/account/orders']) {
      const answer = await attacker.get(path);
      expect(answer.statusCode, path).toBe(401);
      expect(answer.json().error, path).toBe('signed_out');
    }
    expect((await attacker.get('/api/auth/me')).json()).toEqual({ signedIn: false });
  });

  it('signs with a key of its own, kept in the data folder readable by its owner only, and publishes only that key', async () => {
    const dataDir = harness.identity.embedded!.dataDir;
    expect(statSync(join(dataDir, signingKeyFileName)).mode & 0o777).toBe(0o600);
    const jwks = (await (await fetch(`${harness.identity.embedded!.endpoint}/${harness.identity.identity.userPoolId}/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]!.kid).not.toBe('CognitoLocal');
  });
});
