// Customer accounts end to end through the API, against cognito-local and dynalite started here (nothing mocked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { confirmedAccount as confirmedAccountOf } from './support/operations';
import { useHarness } from './support/harness';

const harness = useHarness(() => startAccountsHarness(), 60_000);

const password = 'party time tonight';

/** Creates and confirms an account; answers the browser that did it. */
const confirmedAccount = (phone: string, name?: string) => confirmedAccountOf(harness, phone, name);

/** Signs in with the password, then the SMS code read from the emulator. */
async function signIn(browser: Browser, phone: string, withPassword = password) {
  const first = await browser.post('/api/auth/sign-in', { phone, password: withPassword });
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json()).toMatchObject({ next: 'sms-code' });
  return browser.post('/api/auth/sign-in/code', { code: harness.code(phone, 'MFACode') });
}

describe('accounts', () => {
  it('signs up, confirms by SMS code, signs in with the SMS step, and knows who is signed in', async () => {
    const phone = newPhone();
    const browser = await confirmedAccount(phone, 'Asha Rao');
    expect((await browser.get('/api/auth/me')).json()).toEqual({ signedIn: false });

    const done = await signIn(browser, phone);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      signedIn: true,
      isOperator: false,
      customer: { name: 'Asha Rao', phone, email: '', memberSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
    expect((await browser.get('/api/auth/me')).json()).toEqual({
      signedIn: true,
      isOperator: false,
      customer: { name: 'Asha Rao', phone, email: '', memberSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });

    const records = await harness.scan(harness.tables.customer.name);
    expect(records.find((r) => r.Phone === phone)).toMatchObject({ Name: 'Asha Rao', Phone: phone });
  });

  it('keeps the tokens in HttpOnly, SameSite=Strict cookies and never in a response body', async () => {
    const phone = newPhone();
    const browser = await confirmedAccount(phone);
    await browser.post('/api/auth/sign-in', { phone, password });
    const done = await browser.post('/api/auth/sign-in/code', { code: harness.code(phone, 'MFACode') });
    const setCookies = done.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string; value: string }[];
    expect(setCookies.map((c) => c.name).sort()).toEqual(['pb_access', 'pb_refresh', 'pb_session', 'pb_signin', 'pb_user'].sort());
    for (const c of setCookies.filter((c) => c.name !== 'pb_session')) expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    // The one cookie scripts may read says only that a session exists.
    expect(setCookies.find((c) => c.name === 'pb_session')).toMatchObject({ value: '1', sameSite: 'Strict', path: '/' });
    const access = setCookies.find((c) => c.name === 'pb_access')!.value;
    expect(done.body).not.toContain(access.slice(0, 40));
  });

  it('writes each SMS to the log as one line with the number and the message, code included', async () => {
    const phone = newPhone();
    await confirmedAccount(phone);
    const line = harness.logs.find((entry) => entry.msg?.startsWith(`SMS to +91${phone}:`));
    expect(line?.msg).toMatch(new RegExp(`^SMS to \\+91${phone}: .*\\b\\d{6}\\b`));
  });

  it('refuses a wrong code with a message beside the code field', async () => {
    const phone = newPhone();
    const browser = new Browser(harness);
    await browser.post('/api/auth/sign-up', { name: 'Ravi', phone, password });
    const right = harness.code(phone, 'ConfirmationCode');
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await browser.post('/api/auth/confirm', { phone, code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'wrong_code',
      message: 'That code is not right. Check the SMS and try again, or ask for a new code.',
      fields: [{ field: 'code', message: 'That code is not right. Check the SMS and try again, or ask for a new code.' }],
    });
  });

  it('resends the sign-up code: the new code confirms the account', async () => {
    const phone = newPhone();
    const browser = new Browser(harness);
    await browser.post('/api/auth/sign-up', { name: 'Ravi', phone, password });
    const resent = await browser.post('/api/auth/resend', { phone });
    expect(resent.statusCode, resent.body).toBe(200);
    const confirm = await browser.post('/api/auth/confirm', { phone, code: harness.code(phone, 'ConfirmationCode') });
    expect(confirm.statusCode, confirm.body).toBe(200);
  });

  it('refuses a short, blank or easily guessed password at sign-up and reset with a message that says what to do', async () => {
    const phone = newPhone();
    const browser = new Browser(harness);
    const advice = 'Use three or four words nobody would put together, or a longer mix of words, digits and symbols.';
    const refusals = [
      ['seven77', 'Use at least 8 characters'],
      ['          ', 'A password of only spaces is the first thing anyone would try. Use letters, digits or symbols too.'],
      ['Password', `This password is too easy to guess: this is a heavily used password. ${advice}`],
      ...['abc12345', 'india@123', 'admin123', 'partybox', '87654321', 'india123'].map((weak) => [
        weak,
        expect.stringMatching(new RegExp(`^This password is too easy to guess[:.].* ${advice.replace(/\./g, '\\.')}$`)),
      ]),
    ];
    for (const [weak, message] of refusals) {
      const signUp = await browser.post('/api/auth/sign-up', { name: 'Ravi', phone, password: weak });
      expect(signUp.statusCode).toBe(400);
      expect(signUp.json().fields).toEqual([{ field: 'password', message }]);
      const reset = await browser.post('/api/auth/reset-password', { phone, code: '123456', password: weak });
      expect(reset.json().fields).toEqual([{ field: 'password', message }]);
    }
  });

  it('answers a wrong password, also of an unconfirmed account, with a message a customer can act on, no SDK text', async () => {
    const phone = newPhone();
    await confirmedAccount(phone);
    const browser = new Browser(harness);
    const wrong = await browser.post('/api/auth/sign-in', { phone, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('That phone number and password do not match. Try again, or reset your password.');

    const unconfirmed = newPhone();
    await browser.post('/api/auth/sign-up', { name: 'Ravi', phone: unconfirmed, password });
    const wrongForUnconfirmed = await browser.post('/api/auth/sign-in', { phone: unconfirmed, password: 'not the password' });
    expect(wrongForUnconfirmed.statusCode).toBe(401);
    expect(wrongForUnconfirmed.body).not.toMatch(/Exception|Cognito|User is not confirmed/);
  });

  it('refuses a wrong SMS code at sign-in, then accepts the right one', async () => {
    const phone = newPhone();
    const browser = await confirmedAccount(phone);
    await browser.post('/api/auth/sign-in', { phone, password });
    const right = harness.code(phone, 'MFACode');
    const refused = await browser.post('/api/auth/sign-in/code', { code: right === '000000' ? '111111' : '000000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('wrong_code');
    expect((await browser.post('/api/auth/sign-in/code', { code: right })).statusCode).toBe(200);
  });

  it('refreshes an expired session silently, and on request', async () => {
    const phone = newPhone();
    const browser = await confirmedAccount(phone);
    await signIn(browser, phone);
    browser.cookies.delete('pb_access');
    const me = await browser.get('/api/auth/me');
    expect(me.json()).toMatchObject({ signedIn: true });
    expect(browser.cookies.has('pb_access')).toBe(true);

    browser.cookies.set('pb_access', 'expired.or.forged');
    const refreshed = await browser.post('/api/auth/refresh');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(browser.cookies.get('pb_access')).not.toBe('expired.or.forged');
  });

  it('resets a forgotten password by SMS code; a wrong code changes nothing', async () => {
    const phone = newPhone();
    const browser = await confirmedAccount(phone);
    const forgot = await browser.post('/api/auth/forgot-password', { phone });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const right = harness.code(phone, 'ConfirmationCode');
    const refused = await browser.post('/api/auth/reset-password', {
      phone,
      code: right === '000000' ? '111111' : '000000',
      password: 'a newer party password',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('wrong_code');
    expect((await browser.post('/api/auth/sign-in', { phone, password: 'a newer party password' })).statusCode).toBe(401);

    const reset = await browser.post('/api/auth/reset-password', { phone, code: right, password: 'a newer party password' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(browser, phone, 'a newer party password')).statusCode).toBe(200);
  });

  it('signs out: the cookies go and the refresh token is revoked', async () => {
    const phone = newPhone();
    const browser = await confirmedAccount(phone);
    await signIn(browser, phone);
    const refreshToken = browser.cookies.get('pb_refresh')!;
    const out = await browser.post('/api/auth/sign-out');
    expect(out.json()).toEqual({ signedIn: false });
    // Only the device's owner token stays (it holds no session: it keeps a forgotten password resettable from here).
    expect([...browser.cookies.keys()]).toEqual(['pb_owner']);
    expect((await browser.get('/api/auth/me')).json()).toEqual({ signedIn: false });

    const stolen = new Browser(harness);
    stolen.cookies.set('pb_refresh', refreshToken);
    expect((await stolen.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('refuses a state-changing request from another site', async () => {
    const browser = new Browser(harness);
    const foreign = await browser.post('/api/auth/sign-in', { phone: newPhone(), password }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('foreign_origin');
    const contact = await browser.post('/api/contact', {}, { origin: 'https://evil.example' });
    expect(contact.statusCode).toBe(403);
    const own = await browser.post('/api/auth/sign-in', { phone: newPhone(), password }, { origin: 'http://localhost:80' });
    expect(own.statusCode).not.toBe(403);
  });

  it('saves the profile, cart and wishlist for the signed-in customer only', async () => {
    const phone = newPhone();
    const browser = await confirmedAccount(phone);
    expect((await browser.request('PUT', '/api/account/profile', { name: 'Asha', email: '' })).statusCode).toBe(401);
    await signIn(browser, phone);
    const saved = await browser.request('PUT', '/api/account/profile', { name: 'Asha R', email: 'asha@example.com' });
    expect(saved.json()).toEqual({ customer: { name: 'Asha R', phone, email: 'asha@example.com', memberSince: expect.any(String) } });
    const line = { id: 'l1', themeId: 'glow', themeName: 'Glow Party', addons: [], quantity: 2 };
    expect((await browser.request('PUT', '/api/account/cart', { lines: [line] })).statusCode).toBe(200);
    expect((await browser.request('PUT', '/api/account/wishlist', { items: [{ themeId: 'glow' }] })).statusCode).toBe(200);
    expect((await browser.get('/api/account')).json()).toMatchObject({
      customer: { name: 'Asha R', email: 'asha@example.com' },
      cart: [line],
      wishlist: [{ themeId: 'glow' }],
    });
  });
});

describe('account limits', () => {
  let limited: AccountsHarness;
  beforeAll(async () => {
    // The first delay is long enough that no test machine outruns it (timings are never asserted).
    limited = await startAccountsHarness({ authLimits: { perPhone: 3, perAddress: 1000, windowSeconds: 900, freeFailures: 2, firstDelaySeconds: 600 } });
  }, 60_000);
  afterAll(async () => limited?.close());

  it('delays guesses per phone number and address after the free failures, with Retry-After', async () => {
    const phone = newPhone();
    const browser = new Browser(limited);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await browser.post('/api/auth/sign-in', { phone, password: 'wrong password' }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 429]);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[3]!.json().message).toMatch(/^Too many wrong attempts\. Please wait \d+ minutes and try again\.$/);
    expect((await browser.post('/api/auth/sign-in', { phone: newPhone(), password: 'wrong password' })).statusCode).toBe(401);
  });
});
