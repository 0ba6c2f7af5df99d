// Every field the account endpoints build reaches the storefront: each answer is serialised through its route's schema
// (@partybox/contracts/account-answers), which drops, without a word, a field it does not declare. The app here keeps
// what each handler built (support/watched-answers.ts) and each answer must equal it, through a customer's whole life:
// sign-up, confirm, sign-in (SMS, then an authenticator app), the session, profile, cart, wishlist, reset, sign-out.
import { apiPaths } from '@partybox/contracts';
import { authenticatorPaths, type AuthenticatorEnrolment, type SessionAnswer, type SignInNext } from '@partybox/contracts/accounts';
import type { LightMyRequestResponse } from 'fastify';
import { TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { password } from './support/operations';
import { watchAnswers, type WatchedAnswers } from './support/watched-answers';

let harness: AccountsHarness;
let watched: WatchedAnswers;
const whole = <T>(response: LightMyRequestResponse) => watched.whole<T>(response);

beforeAll(async () => {
  harness = await startAccountsHarness();
  watched = await watchAnswers(harness);
}, 120_000);
afterAll(async () => {
  await watched?.close();
  await harness?.close();
});

describe("the account endpoints' answers", () => {
  it('carry every field from sign-up to sign-out', async () => {
    const phone = newPhone();
    const browser = new Browser(watched.harness);
    expect(whole(await browser.post(apiPaths.auth.signUp, { name: 'Asha Rao', phone, email: 'asha@example.com', password }))).toEqual({
      next: 'confirm',
      resendAfterSeconds: expect.any(Number),
    });
    expect(whole(await browser.post(apiPaths.auth.resend, { phone }))).toMatchObject({ sent: true });
    expect(whole(await browser.post(apiPaths.auth.confirm, { phone, code: harness.code(phone, 'ConfirmationCode') }))).toEqual({
      confirmed: true,
      next: 'sign-in',
    });

    const next = whole<SignInNext>(await browser.post(apiPaths.auth.signIn, { phone, password }));
    expect(next).toEqual({ next: 'sms-code', destination: expect.any(String), resendAfterSeconds: expect.any(Number) });
    const session = whole<SessionAnswer>(await browser.post(apiPaths.auth.signInCode, { code: harness.code(phone, 'MFACode') }));
    expect(session).toEqual({
      signedIn: true,
      customer: { name: 'Asha Rao', phone, email: 'asha@example.com', memberSince: expect.any(String) },
      isOperator: false,
    });
    expect(whole(await browser.get(apiPaths.auth.me))).toEqual(session);
    expect(whole(await browser.post(apiPaths.auth.refresh))).toEqual({ refreshed: true });

    const line = { themeId: 'superhero', addons: ['neonSign'], quantity: 1, themeName: 'Superheroes', unitPrice: 2999 };
    expect(whole(await browser.request('PUT', apiPaths.accountCart, { lines: [line] }))).toEqual({ cart: [line] });
    expect(whole(await browser.request('PUT', apiPaths.accountWishlist, { items: [{ themeId: 'glow' }] }))).toEqual({ wishlist: [{ themeId: 'glow' }] });
    const profile = whole<{ customer: object }>(await browser.request('PUT', apiPaths.accountProfile, { name: 'Asha R', email: 'asha.r@example.com' }));
    expect(profile.customer).toMatchObject({ name: 'Asha R', email: 'asha.r@example.com' });
    expect(whole(await browser.get(apiPaths.account))).toEqual({
      customer: profile.customer,
      cart: [line],
      wishlist: [{ themeId: 'glow' }],
      memberSince: expect.any(String),
    });

    // The authenticator app, then a sign-in that asks for its code.
    expect(whole(await browser.get(authenticatorPaths.enrolment))).toEqual({ enrolled: false });
    const enrolment = whole<AuthenticatorEnrolment>(await browser.post(authenticatorPaths.enrolment));
    expect(enrolment).toEqual({ secret: expect.any(String), uri: expect.stringMatching(/^otpauth:\/\/totp\//) });
    const app = URI.parse(enrolment.uri) as TOTP;
    expect(whole(await browser.post(authenticatorPaths.verify, { code: app.generate() }))).toEqual({ enrolled: true });
    expect(whole(await new Browser(watched.harness).post(apiPaths.auth.signIn, { phone, password }))).toEqual({ next: 'authenticator-code' });

    expect(whole(await browser.post(apiPaths.auth.signOut))).toEqual({ signedIn: false });
    expect(whole(await browser.get(apiPaths.auth.me))).toEqual({ signedIn: false });
    expect(whole(await browser.post(apiPaths.auth.forgotPassword, { phone }))).toEqual({ next: 'reset', resendAfterSeconds: expect.any(Number) });
    const reset = await browser.post(apiPaths.auth.resetPassword, { phone, code: harness.code(phone, 'ConfirmationCode'), password: 'a new party password' });
    expect(whole(reset)).toEqual({ reset: true, next: 'sign-in' });
  });

  it("carry a never-confirmed account's sign-in on to the confirm step", async () => {
    const phone = newPhone();
    const browser = new Browser(watched.harness);
    whole(await browser.post(apiPaths.auth.signUp, { name: 'Ravi Iyer', phone, email: '', password }));
    expect(whole(await browser.post(apiPaths.auth.signIn, { phone, password }))).toEqual({
      next: 'confirm',
      destination: expect.any(String),
      resendAfterSeconds: expect.any(Number),
    });
  });
});
