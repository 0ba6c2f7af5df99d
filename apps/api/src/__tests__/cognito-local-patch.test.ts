// The fixes to cognito-local (patches/cognito-local@5.3.0.patch), each driven through the v3 SDK against the
// emulator as the API starts it, with the production pool settings. Each would fail on the released package.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  CreateGroupCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedCognito, type EmbeddedCognito } from '../modules/accounts/identity/embedded-cognito';
import { IdentityService } from '../modules/accounts/identity/identity-service';
import { secretHash } from '../modules/accounts/identity/secret-hash';
import { ensureUserPool, type PoolIds } from '../modules/accounts/identity/user-pool';
import { newPhone } from './support/accounts-harness';

let cognito: EmbeddedCognito;
let client: CognitoIdentityProviderClient;
let ids: PoolIds;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'partybox-cognito-patch-'));
  cognito = await startEmbeddedCognito({ dataDir, onSms: () => {} });
  client = new CognitoIdentityProviderClient({ region: 'ap-south-1', endpoint: cognito.endpoint, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  ids = await ensureUserPool(client);
}, 30_000);
afterAll(async () => {
  client?.destroy();
  await cognito?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The app client has a secret (as in production): every raw call below carries SECRET_HASH, as the API's do. */
const hash = (username: string) => secretHash({ clientId: ids.clientId, secret: ids.clientSecret }, username)!;

const stored = (username: string) =>
  (JSON.parse(readFileSync(join(dataDir, 'db', `${ids.userPoolId}.json`), 'utf8')) as { Users: Record<string, Record<string, string>> }).Users[username]!;

async function confirmedUser(): Promise<string> {
  const username = `+91${newPhone()}`;
  await client.send(
    new SignUpCommand({
      ClientId: ids.clientId,
      SecretHash: hash(username),
      Username: username,
      Password: 'eight ch',
      UserAttributes: [{ Name: 'phone_number', Value: username }],
    }),
  );
  await client.send(
    new ConfirmSignUpCommand({ ClientId: ids.clientId, SecretHash: hash(username), Username: username, ConfirmationCode: stored(username).ConfirmationCode }),
  );
  return username;
}

const passwordAuth = (username: string, password = 'eight ch') =>
  client.send(
    new InitiateAuthCommand({
      ClientId: ids.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password, SECRET_HASH: hash(username) },
    }),
  );

const error = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (e: { name: string }) => e.name,
  );

describe('cognito-local, patched', () => {
  it('reuses the pool and client on the next start', async () => {
    expect(await ensureUserPool(client)).toEqual({ ...ids, created: false });
  });

  it('ConfirmSignUp marks the auto-verified phone number verified, as Cognito does', async () => {
    const username = await confirmedUser();
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: ids.userPoolId, Username: username }));
    expect(user.UserAttributes?.find((a) => a.Name === 'phone_number_verified')?.Value).toBe('true');
  });

  it('SMS MFA falls back to phone_number when the user set no MFA options', async () => {
    const username = await confirmedUser();
    const auth = await passwordAuth(username);
    expect(auth.ChallengeName).toBe('SMS_MFA');
    expect(auth.ChallengeParameters?.CODE_DELIVERY_DESTINATION).toBe(username);
    expect(stored(username).MFACode).toMatch(/^\d{6}$/);
  });

  it('stores the refresh token issued after the SMS challenge, so REFRESH_TOKEN_AUTH works', async () => {
    const username = await confirmedUser();
    const auth = await passwordAuth(username);
    const done = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: ids.clientId,
        ChallengeName: 'SMS_MFA',
        Session: auth.Session,
        ChallengeResponses: { USERNAME: username, SMS_MFA_CODE: stored(username).MFACode!, SECRET_HASH: hash(username) },
      }),
    );
    const refreshed = await client.send(
      new InitiateAuthCommand({
        ClientId: ids.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: done.AuthenticationResult!.RefreshToken!, SECRET_HASH: hash(username) },
      }),
    );
    expect(refreshed.AuthenticationResult?.AccessToken).toBeTruthy();
    expect(stored(username).MFACode).toBeUndefined();
  });

  it('ForgotPassword sends the code by SMS to a user without an e-mail address', async () => {
    const username = await confirmedUser();
    const forgot = await client.send(new ForgotPasswordCommand({ ClientId: ids.clientId, SecretHash: hash(username), Username: username }));
    expect(forgot.CodeDeliveryDetails).toEqual({ AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: username });
  });

  it('ConfirmForgotPassword requires the code ForgotPassword sent', async () => {
    const username = await confirmedUser();
    const reset = (code: string) =>
      client.send(
        new ConfirmForgotPasswordCommand({
          ClientId: ids.clientId,
          SecretHash: hash(username),
          Username: username,
          ConfirmationCode: code,
          Password: 'a new one',
        }),
      );
    expect(await error(reset('123456'))).toBe('ExpiredCodeException');
    await client.send(new ForgotPasswordCommand({ ClientId: ids.clientId, SecretHash: hash(username), Username: username }));
    const code = stored(username).ConfirmationCode!;
    expect(await error(reset(code === '000000' ? '111111' : '000000'))).toBe('CodeMismatchException');
    expect(await error(passwordAuth(username, 'a new one'))).toBe('InvalidPasswordException');
    await reset(code);
    expect((await passwordAuth(username, 'a new one')).ChallengeName).toBe('SMS_MFA');
  });

  it('GlobalSignOut and AdminUserGlobalSignOut end every refresh token of the user', async () => {
    const signedIn = async (username: string) => {
      const auth = await passwordAuth(username);
      const done = await client.send(
        new RespondToAuthChallengeCommand({
          ClientId: ids.clientId,
          ChallengeName: 'SMS_MFA',
          Session: auth.Session,
          ChallengeResponses: { USERNAME: username, SMS_MFA_CODE: stored(username).MFACode!, SECRET_HASH: hash(username) },
        }),
      );
      return done.AuthenticationResult!;
    };
    const username = await confirmedUser();
    const refresh = (token: string) =>
      client.send(
        new InitiateAuthCommand({
          ClientId: ids.clientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: token, SECRET_HASH: hash(username) },
        }),
      );
    const [first, second] = [await signedIn(username), await signedIn(username)];
    expect((await refresh(first.RefreshToken!)).AuthenticationResult?.AccessToken).toBeTruthy();
    await client.send(new GlobalSignOutCommand({ AccessToken: first.AccessToken! }));
    expect(await error(refresh(first.RefreshToken!))).toBe('NotAuthorizedException');
    expect(await error(refresh(second.RefreshToken!))).toBe('NotAuthorizedException');

    const third = await signedIn(username);
    await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: ids.userPoolId, Username: username }));
    expect(await error(refresh(third.RefreshToken!))).toBe('NotAuthorizedException');
  });

  it('CreateGroup of an existing group is refused with GroupExistsException, as Cognito refuses it (the group and its members stay)', async () => {
    const group = { UserPoolId: ids.userPoolId, GroupName: 'patch-test-group' };
    await client.send(new CreateGroupCommand(group));
    expect(await error(client.send(new CreateGroupCommand(group)))).toBe('GroupExistsException');
  });

  it("SignUp enforces the pool's MinimumLength", async () => {
    const username = `+91${newPhone()}`;
    const signUp = (password: string) =>
      client.send(
        new SignUpCommand({
          ClientId: ids.clientId,
          SecretHash: hash(username),
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
    const auth = await passwordAuth(username);
    const done = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: ids.clientId,
        ChallengeName: 'SMS_MFA',
        Session: auth.Session,
        ChallengeResponses: { USERNAME: username, SMS_MFA_CODE: stored(username).MFACode!, SECRET_HASH: hash(username) },
      }),
    );
    const token = done.AuthenticationResult!.AccessToken!;
    const jwks = `${cognito.endpoint}/${ids.userPoolId}/.well-known/jwks.json`;
    const local = new IdentityService({ client, ...ids, issuer: `${cognito.issuerDomain}/${ids.userPoolId}`, jwksUrl: jwks });
    expect((await local.verify(token)).sub).toBeTruthy();
    const aws = new IdentityService({ client, ...ids, issuer: `https://cognito-idp.ap-south-1.amazonaws.com/${ids.userPoolId}`, jwksUrl: jwks });
    await expect(aws.verify(token)).rejects.toThrow(/iss/);
  });

  it('refuses a token signed with another key', async () => {
    const { privateKey } = await import('node:crypto').then((c) => c.generateKeyPairSync('rsa', { modulusLength: 2048 }));
    const key = await importJWK(privateKey.export({ format: 'jwk' }) as never, 'RS256');
    const forged = await new SignJWT({ token_use: 'access', client_id: ids.clientId })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setSubject('someone')
      .setIssuer(`${cognito.issuerDomain}/${ids.userPoolId}`)
      .setExpirationTime('1h')
      .sign(key);
    const local = new IdentityService({
      client,
      ...ids,
      issuer: `${cognito.issuerDomain}/${ids.userPoolId}`,
      jwksUrl: `${cognito.endpoint}/${ids.userPoolId}/.well-known/jwks.json`,
    });
    await expect(local.verify(forged)).rejects.toThrow();
  });
});
