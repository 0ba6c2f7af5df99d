// The confidential app client and the authenticator app on the patched emulator, driven through the v3 SDK as the API
// starts it: calls without a correct SECRET_HASH are refused in Cognito's words, the pre-sign-up trigger refuses
// numbers outside India, and software token MFA checks real RFC 6238 codes (made here with otpauth, not the emulator's
// own library) and is asked for once the user prefers it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AssociateSoftwareTokenCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignJWT, decodeJwt, importPKCS8 } from 'jose';
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { signingKeyFileName } from '../modules/accounts/identity/embedded-cognito';
import { phoneNumberRefusal } from '../modules/accounts/identity/pre-sign-up';
import { newPhone } from './support/accounts-harness';
import { startTestPool } from './support/cognito-pool';
import { useHarness } from './support/harness';

const pool = useHarness(() => startTestPool('cognito-secret'), 30_000);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (e: { name: string; message: string }) => `${e.name}: ${e.message}`,
  );
const signUp = (username: string, secretHashValue?: string) => pool.signUp(username, secretHashValue);
const confirmedUser = () => pool.confirmedUser();
const passwordAuth = (username: string) => pool.passwordAuth(username);
const signedIn = (username: string) => pool.signedIn(username);

describe('the app client with a secret', () => {
  it('is created with a secret, which the emulator keeps in the data folder', () => {
    expect(pool.ids.clientSecret).toMatch(/^\S{16,}$/);
    expect(readFileSync(join(pool.dataDir, 'db', 'clients.json'), 'utf8')).toContain(pool.ids.clientSecret!);
  });

  it('refuses SignUp without SecretHash, or with a wrong one, as Cognito words it', async () => {
    const username = `+91${newPhone()}`;
    expect(await refusal(signUp(username))).toBe(`NotAuthorizedException: Client ${pool.ids.clientId} is configured for secret but secret was not received`);
    expect(await refusal(signUp(username, pool.hash(`+91${newPhone()}`)))).toBe(
      `NotAuthorizedException: Unable to verify secret hash for client ${pool.ids.clientId}`,
    );
    expect(await refusal(signUp(username, pool.hash(username)))).toBe('no error');
  });

  it('refuses ForgotPassword and sign-in without SECRET_HASH, so no code is texted around the API', async () => {
    const username = await confirmedUser();
    expect(await refusal(pool.client.send(new ForgotPasswordCommand({ ClientId: pool.ids.clientId, Username: username })))).toBe(
      `NotAuthorizedException: Client ${pool.ids.clientId} is configured for secret but secret was not received`,
    );
    const withoutHash = pool.client.send(
      new InitiateAuthCommand({ ClientId: pool.ids.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: 'eight ch' } }),
    );
    expect(await refusal(withoutHash)).toBe(`NotAuthorizedException: Client ${pool.ids.clientId} is configured with secret but SECRET_HASH was not received`);
    expect(pool.stored(username).MFACode).toBeUndefined();
  });

  it("refuses a refresh whose SECRET_HASH is not made with the token's own user, and RevokeToken without the secret", async () => {
    const [alice, bob] = [await confirmedUser(), await confirmedUser()];
    const tokens = await signedIn(alice);
    const refresh = (username: string) =>
      pool.client.send(
        new InitiateAuthCommand({
          ClientId: pool.ids.clientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken!, SECRET_HASH: pool.hash(username) },
        }),
      );
    expect(await refusal(refresh(bob))).toBe(`NotAuthorizedException: Unable to verify secret hash for client ${pool.ids.clientId}`);
    expect((await refresh(alice)).AuthenticationResult?.AccessToken).toBeTruthy();
    expect(await refusal(pool.client.send(new RevokeTokenCommand({ ClientId: pool.ids.clientId, Token: tokens.RefreshToken! })))).toMatch(
      /^NotAuthorizedException: /,
    );
    await pool.client.send(new RevokeTokenCommand({ ClientId: pool.ids.clientId, Token: tokens.RefreshToken!, ClientSecret: pool.ids.clientSecret! }));
    expect(await refusal(refresh(alice))).toMatch(/^NotAuthorizedException/);
  });
});

describe('the pre-sign-up trigger', () => {
  it('refuses a number outside India with the rule of @partybox/contracts, naming the field', async () => {
    for (const username of ['+447700900123', '+15555550123', '+915123456789']) {
      expect(await refusal(signUp(username, pool.hash(username)))).toBe(
        `UserLambdaValidationException: PreSignUp failed with error ${phoneNumberRefusal(username)}.`,
      );
    }
    expect(phoneNumberRefusal('+447700900123')).toBe(
      'phone_number: "+447700900123" is not an Indian mobile number; use +91 followed by 10 digits starting 6 to 9, like +919820098200',
    );
    expect(phoneNumberRefusal('+919820098200')).toBeUndefined();
  });
});

describe('software token MFA (an authenticator app)', () => {
  const appFor = (secret: string) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });

  it('enrols with a real RFC 6238 code, then sign-in asks for the app instead of an SMS and takes its code', async () => {
    const username = await confirmedUser();
    const { AccessToken } = await signedIn(username);
    const { SecretCode } = await pool.client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
    expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    const app = appFor(SecretCode!);
    const wrong = String((Number(app.generate()) + 1) % 1e6).padStart(6, '0');
    expect(await refusal(pool.client.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: wrong })))).toMatch(/^CodeMismatchException/);
    expect((await pool.client.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: app.generate() }))).Status).toBe('SUCCESS');
    await pool.client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        SMSMfaSettings: { Enabled: true, PreferredMfa: false },
      }),
    );

    const auth = await passwordAuth(username);
    expect(auth.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(pool.stored(username).MFACode).toBeUndefined();
    const answer = (code: string, withHash = true) =>
      pool.client.send(
        new RespondToAuthChallengeCommand({
          ClientId: pool.ids.clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: auth.Session,
          ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code, ...(withHash && { SECRET_HASH: pool.hash(username) }) },
        }),
      );
    expect(await refusal(answer(app.generate(), false))).toMatch(/SECRET_HASH was not received/);
    expect(await refusal(answer(wrong))).toMatch(/^CodeMismatchException/);
    expect(await refusal(answer(app.generate({ timestamp: Date.now() - 10 * 60_000 })))).toMatch(/^CodeMismatchException/);
    expect((await answer(app.generate())).AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('refuses enrolment with a forged or expired access token, as Cognito does', async () => {
    const username = await confirmedUser();
    const { AccessToken } = await signedIn(username);
    const claims = decodeJwt(AccessToken!);
    const installationKey = await importPKCS8(readFileSync(join(pool.dataDir, signingKeyFileName), 'utf8'), 'RS256');
    const otherKey = (await import('node:crypto')).generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(otherKey);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }).setProtectedHeader({ alg: 'RS256' }).sign(installationKey);
    for (const token of [forged, expired]) {
      expect(await refusal(pool.client.send(new AssociateSoftwareTokenCommand({ AccessToken: token })))).toBe('NotAuthorizedException: Invalid Access Token');
      expect(await refusal(pool.client.send(new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: '123456' })))).toBe(
        'NotAuthorizedException: Invalid Access Token',
      );
    }
    expect((await pool.client.send(new AssociateSoftwareTokenCommand({ AccessToken }))).SecretCode).toBeTruthy();
  });

  it('asks for the SMS code again when the user prefers SMS', async () => {
    const username = await confirmedUser();
    const { AccessToken } = await signedIn(username);
    const { SecretCode } = await pool.client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
    await pool.client.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: appFor(SecretCode!).generate() }));
    await pool.client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: false },
        SMSMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    expect((await passwordAuth(username)).ChallengeName).toBe('SMS_MFA');
  });
});
