// Confirming a sign-up signs the customer in (issue 28): the sign-up's SMS code has just proved the phone, so that one
// sign-in takes the password chosen on the same page and no second code; every later sign-in asks for the SMS code,
// and no sign-in gives a session without one. Against cognito-local and dynalite started here (nothing mocked).
import { describe, expect, it } from 'vitest';
import { Browser, newPhone, startAccountsHarness } from './support/accounts-harness';
import { useHarness } from './support/harness';

const harness = useHarness(() => startAccountsHarness(), 60_000);

const password = 'paper lanterns at dusk';

/** The texts the phone was sent (the embedded SMS path writes one log line each). */
const textsTo = (phone: string) => harness.logs.filter((entry) => entry.msg?.startsWith(`SMS to +91${phone}:`)).length;

async function signedUp(phone: string): Promise<Browser> {
  const browser = new Browser(harness);
  const signUp = await browser.post('/api/auth/sign-up', { name: 'Meera Iyer', phone, password });
  expect(signUp.statusCode, signUp.body).toBe(200);
  return browser;
}

describe('confirming a sign-up', () => {
  it('signs the customer in with the password chosen on the page, with no second code; the next sign-in asks for the SMS code', async () => {
    const phone = newPhone();
    const browser = await signedUp(phone);
    const textsBefore = textsTo(phone);

    const confirmed = await browser.post('/api/auth/confirm', { phone, code: harness.code(phone, 'ConfirmationCode'), password });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      confirmed: true,
      next: 'signed-in',
      signedIn: true,
      isOperator: false,
      customer: { name: 'Meera Iyer', phone, email: '', memberSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
    expect((await browser.get('/api/auth/me')).json()).toMatchObject({ signedIn: true, customer: { name: 'Meera Iyer', phone } });
    expect(textsTo(phone)).toBe(textsBefore);

    // Signed out, the same password is only the first step: the SMS code is the second, as for every sign-in.
    expect((await browser.post('/api/auth/sign-out')).statusCode).toBe(200);
    const first = await browser.post('/api/auth/sign-in', { phone, password });
    expect(first.json()).toMatchObject({ next: 'sms-code' });
    expect((await browser.get('/api/auth/me')).json()).toEqual({ signedIn: false });
    expect(textsTo(phone)).toBe(textsBefore + 1);
    const done = await browser.post('/api/auth/sign-in/code', { code: harness.code(phone, 'MFACode') });
    expect(done.json()).toMatchObject({ signedIn: true, customer: { phone } });
  });

  it('never gives a session without a code: an account confirmed without the password is asked for the SMS code at its first sign-in', async () => {
    const phone = newPhone();
    const browser = await signedUp(phone);
    const confirmed = await browser.post('/api/auth/confirm', { phone, code: harness.code(phone, 'ConfirmationCode') });
    expect(confirmed.json()).toEqual({ confirmed: true, next: 'sign-in' });
    expect((await browser.get('/api/auth/me')).json()).toEqual({ signedIn: false });

    const first = await browser.post('/api/auth/sign-in', { phone, password });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ next: 'sms-code' });
    expect((await browser.get('/api/auth/me')).json()).toEqual({ signedIn: false });
    const done = await browser.post('/api/auth/sign-in/code', { code: harness.code(phone, 'MFACode') });
    expect(done.json()).toMatchObject({ signedIn: true });
  });

  it('confirms the account but signs no one in when the password is not the one chosen', async () => {
    const phone = newPhone();
    const browser = await signedUp(phone);
    const confirmed = await browser.post('/api/auth/confirm', { phone, code: harness.code(phone, 'ConfirmationCode'), password: 'not the one chosen' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true, next: 'sign-in' });
    expect((await browser.get('/api/auth/me')).json()).toEqual({ signedIn: false });
    expect((await browser.post('/api/auth/sign-in', { phone, password })).json()).toMatchObject({ next: 'sms-code' });
  });

  it('signs no one in with a wrong code, even with the right password', async () => {
    const phone = newPhone();
    const browser = await signedUp(phone);
    const right = harness.code(phone, 'ConfirmationCode');
    const refused = await browser.post('/api/auth/confirm', { phone, code: right === '000000' ? '111111' : '000000', password });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'wrong_code' });
    expect((await browser.get('/api/auth/me')).json()).toEqual({ signedIn: false });
  });
});
