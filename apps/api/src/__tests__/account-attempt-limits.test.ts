// Failed sign-in and reset attempts are counted per (phone, client address) with growing delays, so a stranger
// failing 50 times from their address locks nobody else out; refreshes are throttled per address and a cookie that
// is not shaped like a token never reaches Cognito; expected failures log one line without a stack. Against
// cognito-local and dynalite started here; the counters live in the shared limits table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { operator, password } from './support/operations';
import { useHarness } from './support/harness';

const operatorAddress = '198.51.100.7';
const strangerAddress = '203.0.113.9';

describe('failed attempts from one address', () => {
  let harness: AccountsHarness;
  beforeAll(async () => {
    harness = await startAccountsHarness({
      authLimits: { perPhone: 10, perAddress: 1000, windowSeconds: 900, freeFailures: 3, firstDelaySeconds: 1, maxDelaySeconds: 300 },
    });
  }, 60_000);
  afterAll(async () => harness?.close());

  it('never lock the operator out: after 50 failed sign-ins and resets from another address the open session works and a new sign-in succeeds', async () => {
    const phone = newPhone();
    const session = await operator(harness, phone, 'Priya Shah');

    const stranger = new Browser(harness, strangerAddress);
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await stranger.post('/api/auth/sign-in', { phone, password: `guess number ${i}` }));
    for (let i = 0; i < 10; i += 1) answers.push(await stranger.post('/api/auth/reset-password', { phone, code: '000000', password: 'a new password' }));
    // The first failures are answered as such; after them the stranger waits longer each time.
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited.length).toBeGreaterThan(30);
    expect(answers.every((answer) => [400, 401, 429].includes(answer.statusCode))).toBe(true);
    for (const answer of limited) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json()).toMatchObject({
        error: 'too_many_attempts',
        message: expect.stringMatching(/^Too many wrong attempts\. Please wait \d+ (s|minutes) and try again\.$/),
      });
    }

    // The session the operator already had is untouched.
    expect((await session.get('/api/auth/me')).json()).toMatchObject({ signedIn: true, isOperator: true });

    // And from the operator's own address, a new sign-in with the password and the SMS code goes through.
    const fresh = new Browser(harness, operatorAddress);
    const first = await fresh.post('/api/auth/sign-in', { phone, password });
    expect(first.statusCode, first.body).toBe(200);
    const done = await fresh.post('/api/auth/sign-in/code', { code: harness.code(phone, 'MFACode') });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ signedIn: true, isOperator: true });
  });

  it('logs an expected failure as one line without a stack', async () => {
    const before = harness.logs.length;
    const answer = await new Browser(harness, '192.0.2.44').post('/api/auth/sign-in', { phone: newPhone(), password: 'not the password' });
    expect(answer.statusCode).toBe(401);
    const lines = harness.logs.slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: expect.stringMatching(/^account sign-in refused: /), statusCode: 401 });
    expect(JSON.stringify(lines[0])).not.toMatch(/stack|"err"/);
  });
});

describe('refresh', () => {
  const harness = useHarness(() => startAccountsHarness({ authLimits: { perPhone: 10, perAddress: 1000, windowSeconds: 900, refreshPerAddress: 2 } }), 60_000);

  it('refuses a refresh cookie that is not shaped like a token without asking Cognito, and clears the cookies', async () => {
    const browser = new Browser(harness, '192.0.2.10');
    browser.cookies.set('pb_refresh', 'not-a-token');
    browser.cookies.set('pb_session', '1');
    const before = harness.logs.length;
    const answer = await browser.post('/api/auth/refresh');
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ error: 'signed_out' });
    expect(browser.cookies.has('pb_refresh')).toBe(false);
    expect(browser.cookies.has('pb_session')).toBe(false);
    // Nothing was asked of Cognito: no refusal of its own was logged.
    expect(harness.logs.slice(before).filter((line) => 'cognitoError' in line)).toEqual([]);
    // The same for the session reader behind every signed-in page, and for an access cookie that is not a JWT.
    browser.cookies.set('pb_access', 'garbage');
    browser.cookies.set('pb_refresh', 'a.b');
    expect((await browser.get('/api/auth/me')).json()).toEqual({ signedIn: false });
    expect(harness.logs.slice(before).filter((line) => 'cognitoError' in line)).toEqual([]);
  });

  it('throttles refreshes per address, leaving other addresses alone', async () => {
    const phone = newPhone();
    const customer = new Browser(harness, '192.0.2.20');
    expect((await customer.post('/api/auth/sign-up', { name: 'Asha Rao', phone, email: '', password })).statusCode).toBe(200);
    expect((await customer.post('/api/auth/confirm', { phone, code: harness.code(phone, 'ConfirmationCode') })).statusCode).toBe(200);
    expect((await customer.post('/api/auth/sign-in', { phone, password })).statusCode).toBe(200);
    expect((await customer.post('/api/auth/sign-in/code', { code: harness.code(phone, 'MFACode') })).statusCode).toBe(200);
    const refreshToken = customer.cookies.get('pb_refresh')!;
    // The refresh's SECRET_HASH is made with the account's username, kept beside the refresh token.
    const username = customer.cookies.get('pb_user')!;

    const flooder = new Browser(harness, '192.0.2.21');
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      flooder.cookies.set('pb_refresh', refreshToken);
      flooder.cookies.set('pb_user', username);
      statuses.push((await flooder.post('/api/auth/refresh')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await customer.post('/api/auth/refresh')).statusCode).toBe(200);
  });
});
