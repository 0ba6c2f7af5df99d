// Cognito behind the API only, and sign-in without SMS: every call the API makes carries SECRET_HASH (the patched
// emulator refuses calls without it, as Cognito does), only Indian mobile numbers get accounts, and an operator who
// enrols an authenticator app signs in with its code (TOTP, made here with otpauth) and no text is sent.
import { InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { authenticatorPaths, type AuthenticatorEnrolment } from '@partybox/contracts/accounts';
import { decodeJwt } from 'jose';
import { TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { defaultSmsLimits } from '../platform/env/env';
import { Browser, newPhone, startAccountsHarness } from './support/accounts-harness';
import { useHarness } from './support/harness';

const harness = useHarness(() => startAccountsHarness(), 60_000);

const password = 'party time tonight';

async function signedInWithSms(phone: string, browser = new Browser(harness)): Promise<Browser> {
  const first = await browser.post('/api/auth/sign-in', { phone, password });
  expect(first.json()).toMatchObject({ next: 'sms-code' });
  const done = await browser.post('/api/auth/sign-in/code', { code: harness.code(phone, 'MFACode') });
  expect(done.statusCode, done.body).toBe(200);
  return browser;
}

/** A new operator as `pnpm operator:add` makes one, with a password chosen through the reset code. */
async function newOperator(): Promise<string> {
  const phone = newPhone();
  await harness.identity.identity.addOperator(phone, 'Priya Nair');
  const reset = await new Browser(harness).post('/api/auth/reset-password', { phone, code: harness.code(phone, 'ConfirmationCode'), password });
  expect(reset.statusCode, reset.body).toBe(200);
  return phone;
}

const smsLinesTo = (phone: string) => harness.logs.filter((entry) => entry.msg?.startsWith(`SMS to +91${phone}:`)).length;

describe('Cognito only through the API', () => {
  it('signs up, confirms, signs in, refreshes and resets with SECRET_HASH, while the same calls without it are refused', async () => {
    const phone = newPhone();
    const browser = new Browser(harness);
    expect((await browser.post('/api/auth/sign-up', { name: 'Asha Rao', phone, password })).statusCode).toBe(200);
    expect((await browser.post('/api/auth/confirm', { phone, code: harness.code(phone, 'ConfirmationCode') })).statusCode).toBe(200);
    await signedInWithSms(phone, browser);
    browser.cookies.delete('pb_access');
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(200);
    expect((await browser.post('/api/auth/forgot-password', { phone })).statusCode).toBe(200);

    // A stranger with the client id every access token shows, calling Cognito directly as the issue describes.
    const { client_id: clientId } = decodeJwt(browser.cookies.get('pb_access')!) as { client_id: string };
    const direct = new CognitoIdentityProviderClient({
      region: 'ap-south-1',
      endpoint: harness.identity.embedded!.endpoint,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    const stranger = `+91${newPhone()}`;
    await expect(
      direct.send(
        new SignUpCommand({ ClientId: clientId, Username: stranger, Password: password, UserAttributes: [{ Name: 'phone_number', Value: stranger }] }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: `Client ${clientId} is configured for secret but secret was not received` });
    await expect(
      direct.send(
        new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: `+91${phone}`, PASSWORD: password } }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: `Client ${clientId} is configured with secret but SECRET_HASH was not received` });
    direct.destroy();
    expect(smsLinesTo(stranger.slice(3))).toBe(0);
  });

  it('refuses a number that is not an Indian mobile at sign-up, naming the phone field', async () => {
    const browser = new Browser(harness);
    for (const phone of ['5123456789', '+447700900123', '447700900123']) {
      const answer = await browser.post('/api/auth/sign-up', { name: 'Visitor', phone, password });
      expect(answer.statusCode, phone).toBe(400);
      expect(answer.json().fields).toEqual([{ field: 'phone', message: 'Enter a 10-digit mobile number, like 98200 98200' }]);
    }
  });
});

describe('an authenticator app instead of SMS', () => {
  it('lets an operator enrol an app and sign in with its code, with no text sent', async () => {
    const phone = await newOperator();
    const browser = await signedInWithSms(phone);
    expect((await browser.get(authenticatorPaths.enrolment)).json()).toEqual({ enrolled: false });

    const started = await browser.post(authenticatorPaths.enrolment);
    expect(started.statusCode, started.body).toBe(200);
    const enrolment = started.json<AuthenticatorEnrolment>();
    expect(enrolment.uri).toBe(`otpauth://totp/Party%20Box%3A%2B91${phone}?secret=${enrolment.secret}&issuer=Party+Box&algorithm=SHA1&digits=6&period=30`);
    const app = URI.parse(enrolment.uri) as TOTP;
    const wrong = String((Number(app.generate()) + 1) % 1e6).padStart(6, '0');
    const refused = await browser.post(authenticatorPaths.verify, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[0]).toMatchObject({ field: 'code', message: expect.stringContaining('authenticator app shows now') });
    expect((await browser.post(authenticatorPaths.verify, { code: app.generate() })).json()).toEqual({ enrolled: true });
    expect((await browser.get(authenticatorPaths.enrolment)).json()).toEqual({ enrolled: true });
    await browser.post('/api/auth/sign-out');

    const textsBefore = smsLinesTo(phone);
    const next = new Browser(harness);
    const first = await next.post('/api/auth/sign-in', { phone, password });
    expect(first.json()).toEqual({ next: 'authenticator-code' });
    const wrongAnswer = await next.post('/api/auth/sign-in/code', { code: wrong });
    expect(wrongAnswer.statusCode).toBe(400);
    const done = await next.post('/api/auth/sign-in/code', { code: app.generate() });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ signedIn: true, isOperator: true });
    expect(smsLinesTo(phone)).toBe(textsBefore);
    // The session renews like any other (its refresh carries SECRET_HASH made with the account's username).
    next.cookies.delete('pb_access');
    expect((await next.get('/api/auth/me')).json()).toMatchObject({ signedIn: true, isOperator: true });
  });

  it('signs an app user in when the SMS caps refuse texts to the number, while an SMS user is held back', async () => {
    // One text a day per number: the first sign-in spends it.
    const capped = await startAccountsHarness({
      smsLimits: { ...defaultSmsLimits, dailyPerNumber: 1, signInReserve: 0, hourlyBudget: 500, resendCooldownSeconds: 0 },
    });
    try {
      const enrolled = async (phone: string) => {
        await capped.identity.identity.addOperator(phone, 'Ravi Kumar');
        await new Browser(capped).post('/api/auth/reset-password', { phone, code: capped.code(phone, 'ConfirmationCode'), password });
        const browser = new Browser(capped);
        await browser.post('/api/auth/sign-in', { phone, password });
        expect((await browser.post('/api/auth/sign-in/code', { code: capped.code(phone, 'MFACode') })).statusCode).toBe(200);
        return browser;
      };
      const [withApp, smsOnly] = [newPhone(), newPhone()];
      const browser = await enrolled(withApp);
      await enrolled(smsOnly);
      const { uri } = (await browser.post(authenticatorPaths.enrolment)).json<AuthenticatorEnrolment>();
      const app = URI.parse(uri) as TOTP;
      await browser.post(authenticatorPaths.verify, { code: app.generate() });

      const refused = await new Browser(capped).post('/api/auth/sign-in', { phone: smsOnly, password });
      expect(refused.statusCode).toBe(429);
      const next = new Browser(capped);
      expect((await next.post('/api/auth/sign-in', { phone: withApp, password })).json()).toEqual({ next: 'authenticator-code' });
      expect((await next.post('/api/auth/sign-in/code', { code: app.generate() })).statusCode).toBe(200);
    } finally {
      await capped.close();
    }
  }, 60_000);

  it('refuses enrolment without a session', async () => {
    expect((await new Browser(harness).post(authenticatorPaths.enrolment)).statusCode).toBe(401);
  });
});
