// The fixes to cognito-local (patches/cognito-local@5.3.0.patch), each driven through the v3 SDK against the
// emulator as the API starts it, with the production pool settings. Each would fail on the released package.
import {
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  CreateGroupCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignJWT, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { IdentityService } from '../modules/accounts/identity/identity-service';
import { ensureUserPool } from '../modules/accounts/identity/user-pool';
import { newPhone } from './support/accounts-harness';
import { startTestPool } from './support/cognito-pool';
import { useHarness } from './support/harness';

const pool = useHarness(() => startTestPool('cognito-patch'), 30_000);

const confirmedUser = () => pool.confirmedUser();
const passwordAuth = (username: string, password?: string) => pool.passwordAuth(username, password);

const error = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (e: { name: string }) => e.name,
  );

describe('cognito-local, patched', () => {
  it('reuses the pool and client on the next start', async () => {
    expect(await ensureUserPool(pool.client)).toEqual({ ...pool.ids, created: false });
    await pool.requireMfa();
  });

  it('ConfirmSignUp marks the auto-verified phone number verified, as Cognito does', async () => {
    const username = await confirmedUser();
    const user = await pool.client.send(new AdminGetUserCommand({ UserPoolId: pool.ids.userPoolId, Username: username }));
    expect(user.UserAttributes?.find((a) => a.Name === 'phone_number_verified')?.Value).toBe('true');
  });

  it('SMS MFA falls back to phone_number when the user set no MFA options', async () => {
    const username = await confirmedUser();
    const auth = await passwordAuth(username);
    expect(auth.ChallengeName).toBe('SMS_MFA');
    expect(auth.ChallengeParameters?.CODE_DELIVERY_DESTINATION).toBe(username);
    expect(pool.stored(username).MFACode).toMatch(/^\d{6}$/);
  });

  it('stores the refresh token issued after the SMS challenge, so REFRESH_TOKEN_AUTH works', async () => {
    const username = await confirmedUser();
    const done = { AuthenticationResult: await pool.signedIn(username) };
    const refreshed = await pool.client.send(
      new InitiateAuthCommand({
        ClientId: pool.ids.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: done.AuthenticationResult!.RefreshToken!, SECRET_HASH: pool.hash(username) },
      }),
    );
    expect(refreshed.AuthenticationResult?.AccessToken).toBeTruthy();
    expect(pool.stored(username).MFACode).toBeUndefined();
  });

  it('ForgotPassword sends the code by SMS to a user without an e-mail address', async () => {
    const username = await confirmedUser();
    const forgot = await pool.client.send(new ForgotPasswordCommand({ ClientId: pool.ids.clientId, SecretHash: pool.hash(username), Username: username }));
    expect(forgot.CodeDeliveryDetails).toEqual({ AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: username });
  });

  it('ConfirmForgotPassword requires the code ForgotPassword sent', async () => {
    const username = await confirmedUser();
    const reset = (code: string) =>
      pool.client.send(
        new ConfirmForgotPasswordCommand({
          ClientId: pool.ids.clientId,
          SecretHash: pool.hash(username),
          Username: username,
          ConfirmationCode: code,
          Password: 'a new one',
        }),
      );
    expect(await error(reset('123456'))).toBe('ExpiredCodeException');
    await pool.client.send(new ForgotPasswordCommand({ ClientId: pool.ids.clientId, SecretHash: pool.hash(username), Username: username }));
    const code = pool.stored(username).ConfirmationCode!;
    expect(await error(reset(code === '000000' ? '111111' : '000000'))).toBe('CodeMismatchException');
    expect(await error(passwordAuth(username, 'a new one'))).toBe('InvalidPasswordException');
    await reset(code);
    expect((await passwordAuth(username, 'a new one')).ChallengeName).toBe('SMS_MFA');
  });

  it('GlobalSignOut and AdminUserGlobalSignOut end every refresh token of the user', async () => {
    const signedIn = (username: string) => pool.signedIn(username);
    const username = await confirmedUser();
    const refresh = (token: string) =>
      pool.client.send(
        new InitiateAuthCommand({
          ClientId: pool.ids.clientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: token, SECRET_HASH: pool.hash(username) },
        }),
      );
    const [first, second] = [await signedIn(username), await signedIn(username)];
    expect((await refresh(first.RefreshToken!)).AuthenticationResult?.AccessToken).toBeTruthy();
    await pool.client.send(new GlobalSignOutCommand({ AccessToken: first.AccessToken! }));
    expect(await error(refresh(first.RefreshToken!))).toBe('NotAuthorizedException');
    expect(await error(refresh(second.RefreshToken!))).toBe('NotAuthorizedException');

    const third = await signedIn(username);
    await pool.client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: pool.ids.userPoolId, Username: username }));
    expect(await error(refresh(third.RefreshToken!))).toBe('NotAuthorizedException');
  });

  it('CreateGroup of an existing group is refused with GroupExistsException, as Cognito refuses it (the group and its members stay)', async () => {
    const group = { UserPoolId: pool.ids.userPoolId, GroupName: 'patch-test-group' };
    await pool.client.send(new CreateGroupCommand(group));
    expect(await error(pool.client.send(new CreateGroupCommand(group)))).toBe('GroupExistsException');
  });

  it("SignUp enforces the pool's MinimumLength", async () => {
    const username = `+91${newPhone()}`;
    const signUp = (password: string) =>
      pool.client.send(
        new SignUpCommand({
          ClientId: pool.ids.clientId,
          SecretHash: pool.hash(username),
          Username: username,
          Password: password,
          UserAttributes: [{ Name: 'phone_number', Value: username }],
        }),
      );
    expect(await error(signUp('seven77'))).toBe('InvalidPasswordException');
    expect((await signUp('eight ch')).UserSub).toBeTruthy();
  });
});

describe('token verification', () => {
  it('never trusts an emulator token in AWS mode, though the signature checks out', async () => {
    const username = await confirmedUser();
    const done = { AuthenticationResult: await pool.signedIn(username) };
    const token = done.AuthenticationResult!.AccessToken!;
    const jwks = `${pool.cognito.endpoint}/${pool.ids.userPoolId}/.well-known/jwks.json`;
    const local = new IdentityService({ client: pool.client, ...pool.ids, issuer: `${pool.cognito.issuerDomain}/${pool.ids.userPoolId}`, jwksUrl: jwks });
    expect((await local.verify(token)).sub).toBeTruthy();
    const aws = new IdentityService({
      client: pool.client,
      ...pool.ids,
      issuer: `https://cognito-idp.ap-south-1.amazonaws.com/${pool.ids.userPoolId}`,
      jwksUrl: jwks,
    });
    await expect(aws.verify(token)).rejects.toThrow(/iss/);
  });

  it('refuses a token signed with another key', async () => {
    const { privateKey } = await import('node:crypto').then((c) => c.generateKeyPairSync('rsa', { modulusLength: 2048 }));
    const key = await importJWK(privateKey.export({ format: 'jwk' }) as never, 'RS256');
    const forged = await new SignJWT({ token_use: 'access', client_id: pool.ids.clientId })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setSubject('someone')
      .setIssuer(`${pool.cognito.issuerDomain}/${pool.ids.userPoolId}`)
      .setExpirationTime('1h')
      .sign(key);
    const local = new IdentityService({
      client: pool.client,
      ...pool.ids,
      issuer: `${pool.cognito.issuerDomain}/${pool.ids.userPoolId}`,
      jwksUrl: `${pool.cognito.endpoint}/${pool.ids.userPoolId}/.well-known/jwks.json`,
    });
    await expect(local.verify(forged)).rejects.toThrow();
  });
});
