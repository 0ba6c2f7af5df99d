// What keeps accounts from being forged or outlived, against cognito-local and dynalite started here (nothing mocked):
// tokens signed with the emulator's public package key are refused, the installation's own key is the one published.
import { createPrivateKey } from 'node:crypto';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { AdminRemoveUserFromGroupCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedIssuerDomain, signingKeyFileName } from '../modules/accounts/identity/embedded-cognito';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { confirmedAccount as confirmedAccountOf, customer, operator } from './support/operations';
import { defaultAuthLimits } from '../platform/env/env';
import { useHarness } from './support/harness';

const harness = useHarness(() => startAccountsHarness(), 60_000);

const password = 'party time tonight';

/** Creates and confirms an account; answers the browser that did it. */
const confirmedAccount = (phone: string, name?: string) => confirmedAccountOf(harness, phone, name);

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

describe('the sign-in challenge cookie', () => {
  it('refuses an edited cookie with a message saying so, and still accepts the untouched one', async () => {
    const phone = newPhone();
    const browser = await confirmedAccount(phone);
    expect((await browser.post('/api/auth/sign-in', { phone, password })).statusCode).toBe(200);
    const cookie = browser.cookies.get('pb_signin')!;
    const [payload, signature] = cookie.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, string>;
    const edited = Buffer.from(JSON.stringify({ ...claims, p: newPhone() })).toString('base64url');
    for (const forged of [`${edited}.${signature}`, edited, payload, `${payload}.${signature.slice(1)}x`]) {
      const attacker = new Browser(harness);
      attacker.cookies.set('pb_signin', forged);
      const refused = await attacker.post('/api/auth/sign-in/code', { code: harness.code(phone, 'MFACode') });
      expect(refused.statusCode, forged).toBe(400);
      expect(refused.json()).toEqual({
        error: 'sign_in_tampered',
        message: 'This sign-in could not be checked: its cookie was changed on this device. Enter your phone number and password again.',
      });
    }
    expect((await browser.post('/api/auth/sign-in/code', { code: harness.code(phone, 'MFACode') })).statusCode).toBe(200);
  });
});

describe('attempt limits on the sign-in code', () => {
  let limited: AccountsHarness;
  beforeAll(async () => {
    // One free wrong guess, then a minute's wait: the second wrong code (with a copied cookie) makes the right one wait.
    limited = await startAccountsHarness({ authLimits: { ...defaultAuthLimits, freeFailures: 1, firstDelaySeconds: 60 } });
  }, 60_000);
  afterAll(async () => limited?.close());

  it('count the password and the code against the same phone, so a fresh cookie resets nothing', async () => {
    const phone = newPhone();
    const browser = new Browser(limited);
    await browser.post('/api/auth/sign-up', { name: 'Ravi', phone, password });
    await browser.post('/api/auth/confirm', { phone, code: limited.code(phone, 'ConfirmationCode') });
    // The wrong codes count against the phone signed into the cookie, whichever browser presents it.
    expect((await browser.post('/api/auth/sign-in', { phone, password })).statusCode).toBe(200);
    const code = limited.code(phone, 'MFACode');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await browser.post('/api/auth/sign-in/code', { code: wrong })).statusCode).toBe(400);
    const other = new Browser(limited);
    other.cookies.set('pb_signin', browser.cookies.get('pb_signin')!);
    expect((await other.post('/api/auth/sign-in/code', { code: wrong })).statusCode).toBe(400);
    expect((await browser.post('/api/auth/sign-in/code', { code })).statusCode).toBe(429);
  });
});

/** Signs in with the password, then the SMS code read from the emulator. */
async function signIn(browser: Browser, phone: string, withPassword = password) {
  expect((await browser.post('/api/auth/sign-in', { phone, password: withPassword })).statusCode).toBe(200);
  const done = await browser.post('/api/auth/sign-in/code', { code: harness.code(phone, 'MFACode') });
  expect(done.statusCode, done.body).toBe(200);
  return browser;
}

/** A browser holding only a copy of `browser`'s access token, as a thief would. */
function withCopiedAccessToken(browser: Browser): Browser {
  const thief = new Browser(harness);
  thief.cookies.set('pb_access', browser.cookies.get('pb_access')!);
  return thief;
}

describe('signing out', () => {
  it('ends the session everywhere: a copied access token and another device answer 401, and signing in again works at once', async () => {
    const phone = newPhone();
    const browser = await signIn(await confirmedAccount(phone), phone);
    const thief = withCopiedAccessToken(browser);
    const otherDevice = await signIn(new Browser(harness), phone);
    expect((await thief.get('/api/account')).statusCode).toBe(200);

    expect((await browser.post('/api/auth/sign-out')).json()).toEqual({ signedIn: false });
    for (const holder of [thief, otherDevice]) {
      for (const path of ['/api/account', '/api/account/orders']) expect((await holder.get(path)).statusCode, path).toBe(401);
      expect((await holder.get('/api/auth/me')).json()).toEqual({ signedIn: false });
    }

    await signIn(browser, phone);
    expect((await browser.get('/api/account')).statusCode).toBe(200);
  });

  it('a password reset ends the sessions signed in with the old password', async () => {
    const phone = newPhone();
    const browser = await signIn(await confirmedAccount(phone), phone);
    const thief = withCopiedAccessToken(browser);
    expect((await browser.post('/api/auth/forgot-password', { phone })).statusCode).toBe(200);
    const reset = await new Browser(harness).post('/api/auth/reset-password', {
      phone,
      code: harness.code(phone, 'ConfirmationCode'),
      password: 'a new party',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const holder of [thief, browser]) expect((await holder.get('/api/account')).statusCode).toBe(401);
    await signIn(browser, phone, 'a new party');
    expect((await browser.get('/api/account')).statusCode).toBe(200);
  });
});

describe("operators' sessions", () => {
  let clocked: AccountsHarness;
  let offsetMs = 0;
  beforeAll(async () => {
    clocked = await startAccountsHarness({}, { now: () => new Date(Date.now() + offsetMs) });
  }, 60_000);
  afterAll(async () => clocked?.close());

  it('are checked with Cognito again once the token is 15 minutes old: a removed operator loses the console then', async () => {
    const phone = newPhone();
    const staff = await operator(clocked, phone, 'Priya Shah');
    const client = new CognitoIdentityProviderClient({
      region: 'ap-south-1',
      endpoint: clocked.identity.embedded!.endpoint,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    await client.send(
      new AdminRemoveUserFromGroupCommand({ UserPoolId: clocked.identity.identity.userPoolId, Username: `+91${phone}`, GroupName: 'operators' }),
    );
    client.destroy();
    // The token still names the group for its first 15 minutes.
    expect((await staff.get('/api/admin/orders')).statusCode).toBe(200);
    offsetMs = 16 * 60_000;
    const refused = await staff.get('/api/admin/orders');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('forbidden');
  });
});

/** What a caller can observe of an answer: status, body and headers (but the date). */
function observable(answer: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  const { date: _date, ...headers } = answer.headers;
  // Every device gets a random owner token on its first code step, known phone or not: only its value differs.
  const cookies = headers['set-cookie'];
  if (cookies !== undefined) headers['set-cookie'] = JSON.stringify(cookies).replace(/pb_owner=[A-Za-z0-9_-]+/g, 'pb_owner=<random>');
  return { status: answer.statusCode, body: answer.body, headers };
}

describe('known and unknown phones', () => {
  it('get byte-identical answers on sign-up, resend, confirm, forgot-password and reset; the owner of a known phone gets a text', async () => {
    const known = newPhone();
    await confirmedAccount(known);
    const unknown = newPhone();
    const ask = async (path: string, body: (phone: string) => object) => {
      const [forKnown, forUnknown] = [await new Browser(harness).post(path, body(known)), await new Browser(harness).post(path, body(unknown))];
      expect(observable(forKnown), path).toEqual(observable(forUnknown));
      return forKnown;
    };
    expect((await ask('/api/auth/sign-up', (phone) => ({ name: 'Someone Else', phone, password: 'another party' }))).json()).toEqual({
      next: 'confirm',
      resendAfterSeconds: expect.any(Number),
    });
    const notice = harness.logs.find((line) => line.msg?.startsWith(`SMS to +91${known}: Party Box: someone tried to create an account`));
    expect(notice, 'the owner is told by SMS').toBeDefined();
    // The unknown phone now has an unconfirmed account; a phone nobody signed up with answers the same too.
    const nobody = newPhone();
    const resend = await ask('/api/auth/resend', (phone) => ({ phone }));
    expect(observable(resend)).toEqual(observable(await new Browser(harness).post('/api/auth/resend', { phone: nobody })));
    expect(resend.json()).toEqual({ sent: true, resendAfterSeconds: expect.any(Number) });
    const wrongCode = await ask('/api/auth/confirm', () => ({ phone: nobody, code: '123456' }));
    expect(observable(await new Browser(harness).post('/api/auth/confirm', { phone: known, code: '123456' }))).toEqual(observable(wrongCode));
    expect(wrongCode.json().error).toBe('wrong_code');
    expect((await ask('/api/auth/forgot-password', (phone) => ({ phone: phone === known ? known : nobody }))).json()).toEqual({
      next: 'reset',
      resendAfterSeconds: expect.any(Number),
    });
    const pending = harness.code(known, 'ConfirmationCode');
    const code = pending === '000000' ? '111111' : '000000';
    expect((await ask('/api/auth/reset-password', (phone) => ({ phone: phone === known ? known : nobody, code, password: 'a new party' }))).json().error).toBe(
      'wrong_code',
    );
  });
});

describe('a sign-up whose code was never entered', () => {
  it('is replaced, name and e-mail included, by signing up again with the same phone', async () => {
    const phone = newPhone();
    const browser = new Browser(harness);
    await browser.post('/api/auth/sign-up', { name: 'First Try', phone, email: 'first@example.com', password });
    const again = await browser.post('/api/auth/sign-up', { name: 'Second Try', phone, email: 'second@example.com', password: 'second party' });
    expect(again.statusCode, again.body).toBe(200);
    expect((await browser.post('/api/auth/confirm', { phone, code: harness.code(phone, 'ConfirmationCode') })).statusCode).toBe(200);
    expect((await browser.post('/api/auth/sign-in', { phone, password })).statusCode).toBe(401);
    await signIn(browser, phone, 'second party');
    expect((await browser.get('/api/account')).json().customer).toMatchObject({ name: 'Second Try', email: 'second@example.com' });
  });

  it('is finished from the sign-in page: the right password texts a new code and leads to the confirm step', async () => {
    const phone = newPhone();
    await new Browser(harness).post('/api/auth/sign-up', { name: 'Ravi', phone, password });
    const texts = () => harness.logs.filter((line) => line.msg?.startsWith(`SMS to +91${phone}:`)).length;
    const before = texts();
    const browser = new Browser(harness);
    const signIn1 = await browser.post('/api/auth/sign-in', { phone, password });
    expect(signIn1.statusCode, signIn1.body).toBe(200);
    expect(signIn1.json()).toEqual({ next: 'confirm', destination: `+91${phone}`, resendAfterSeconds: expect.any(Number) });
    expect(texts()).toBe(before + 1);
    expect((await browser.post('/api/auth/confirm', { phone, code: harness.code(phone, 'ConfirmationCode') })).statusCode).toBe(200);
    await signIn(browser, phone);
    expect((await browser.get('/api/auth/me')).json()).toMatchObject({ signedIn: true, customer: { name: 'Ravi' } });
  });
});
