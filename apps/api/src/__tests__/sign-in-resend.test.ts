// The sign-in code screen's "Send a new code": the first step again with the same phone and password (Cognito texts a
// sign-in code only for a right password), refused during the cooldown with the seconds left, and the newest code
// signs in. The clock is the test's own. Against cognito-local and dynalite started here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSmsLimits } from '../platform/env/env';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { password } from './support/operations';

let clock = Date.now();
const wait = (seconds: number) => void (clock += seconds * 1000);

let harness: AccountsHarness;
beforeAll(async () => {
  harness = await startAccountsHarness({ smsLimits: { ...defaultSmsLimits, resendCooldownSeconds: 60 } }, { now: () => new Date(clock) });
}, 60_000);
afterAll(async () => harness?.close());

describe('resending the sign-in code', () => {
  it('waits out the cooldown the first code answered, then texts a new code that signs in', async () => {
    const phone = newPhone();
    const browser = new Browser(harness);
    expect((await browser.post('/api/auth/sign-up', { name: 'Asha Rao', phone, email: '', password })).statusCode).toBe(200);
    expect((await browser.post('/api/auth/confirm', { phone, code: harness.code(phone, 'ConfirmationCode') })).statusCode).toBe(200);
    wait(61);

    const first = await browser.post('/api/auth/sign-in', { phone, password });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ next: 'sms-code', resendAfterSeconds: 60 });
    const firstCode = harness.code(phone, 'MFACode');

    wait(20);
    const early = await browser.post('/api/auth/sign-in/resend', { phone, password });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ error: 'resend_cooldown', message: 'You can ask for a new code in 40 s.', retryAfterSeconds: 40 });
    expect(harness.code(phone, 'MFACode')).toBe(firstCode);

    wait(41);
    const again = await browser.post('/api/auth/sign-in/resend', { phone, password });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ next: 'sms-code', resendAfterSeconds: 60 });
    const done = await browser.post('/api/auth/sign-in/code', { code: harness.code(phone, 'MFACode') });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ signedIn: true, customer: { phone } });
  }, 60_000);

  it('a resend with a wrong password texts nothing and is refused like the sign-in', async () => {
    const phone = newPhone();
    const browser = new Browser(harness);
    expect((await browser.post('/api/auth/sign-up', { name: 'Ravi Kumar', phone, email: '', password })).statusCode).toBe(200);
    expect((await browser.post('/api/auth/confirm', { phone, code: harness.code(phone, 'ConfirmationCode') })).statusCode).toBe(200);
    const wrong = await browser.post('/api/auth/sign-in/resend', { phone, password: 'not the party password' });
    expect(wrong.statusCode).toBe(401);
    expect(() => harness.code(phone, 'MFACode')).toThrow();
  }, 60_000);
});
