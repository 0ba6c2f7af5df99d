// The user pool and app client the storefront needs (spec sections 5, 6 and 9), created at first start on an emulator.
import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DeleteUserPoolClientCommand,
  DescribeUserPoolClientCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
  type CognitoIdentityProviderClient,
  type CreateUserPoolClientCommandInput,
  type CreateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';

/** The Cognito group whose members use the operations console (/admin). */
export const operatorsGroup = 'operators';

/** The pool's name; a pool with this name on the emulator is reused. */
export const poolName = 'PartyBox';
const clientName = 'partybox-storefront';

/** Access and ID tokens last an hour; a session (the refresh token) lasts this many days. */
export const sessionDays = 30;

/**
 * The production settings: the phone number is the sign-in name and is verified by SMS; passwords need 8 characters
 * and no character classes; accounts recover by SMS. Every sign-in asks for a code (an SMS code, or an authenticator
 * app's once the account enrols one: mfaMethods) but one: the sign-in right after the sign-up's own SMS code proved the
 * phone (issue 28: confirming the sign-up signs the customer in). Cognito cannot say "required, except that once", so
 * the pool's MFA is OPTIONAL and the API requires it: that first sign-in switches the account's SMS code on, and a
 * sign-in that meets an account without it switches it on and asks again (IdentityService.signIn). Only the API can
 * sign in (the app client's secret), so nothing reaches Cognito around that rule.
 */
export const userPoolSettings = {
  PoolName: poolName,
  UsernameAttributes: ['phone_number'],
  AutoVerifiedAttributes: ['phone_number'],
  MfaConfiguration: 'OPTIONAL',
  Policies: {
    PasswordPolicy: { MinimumLength: 8, RequireUppercase: false, RequireLowercase: false, RequireNumbers: false, RequireSymbols: false },
  },
  AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_phone_number', Priority: 1 }] },
} satisfies CreateUserPoolCommandInput;

/**
 * The second sign-in step's methods: an SMS code, or an authenticator app (TOTP, Cognito's software token MFA), so the
 * team and any customer who enrols an app can sign in while SMS is down or its spend limit is reached.
 */
export const mfaMethods = ['SMS_MFA', 'SOFTWARE_TOKEN_MFA'] as const;

/**
 * The app client: the API signs in with USER_PASSWORD_AUTH and refreshes; revocable tokens. It has a secret, which only
 * the API holds: a caller with the client id alone (every access token shows it) cannot call Cognito around the API.
 */
export function appClientSettings(userPoolId: string): CreateUserPoolClientCommandInput {
  return {
    UserPoolId: userPoolId,
    ClientName: clientName,
    GenerateSecret: true,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    EnableTokenRevocation: true,
    PreventUserExistenceErrors: 'ENABLED',
    AccessTokenValidity: 60,
    IdTokenValidity: 60,
    RefreshTokenValidity: sessionDays,
    TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
  };
}

/** The pool and client ids, and the client's secret. */
export interface PoolIds {
  readonly userPoolId: string;
  readonly clientId: string;
  readonly clientSecret?: string | undefined;
}

/**
 * Finds the PartyBox pool and its client, creating either when missing (an emulator's first start); the emulator keeps
 * the client's secret in its data folder, and this reads it back. A client without a secret (made before clients had
 * one) is deleted and made again with one: its sessions end once, as they would with a new client in AWS.
 */
export async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<PoolIds & { created: boolean }> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === poolName)?.Id;
  let created = false;
  if (!userPoolId) {
    userPoolId = (await client.send(new CreateUserPoolCommand(userPoolSettings))).UserPool?.Id;
    created = true;
  }
  if (!userPoolId) throw new Error('CreateUserPool answered without an id');
  // Idempotent, so a pool made before the authenticator option gets it too.
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: userPoolSettings.MfaConfiguration,
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  const existingId = clients.UserPoolClients?.find((c) => c.ClientName === clientName)?.ClientId;
  let appClient = existingId && (await client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: existingId }))).UserPoolClient;
  if (appClient && !appClient.ClientSecret) {
    await client.send(new DeleteUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: appClient.ClientId }));
    appClient = undefined;
  }
  if (!appClient) {
    appClient = (await client.send(new CreateUserPoolClientCommand(appClientSettings(userPoolId)))).UserPoolClient;
    created = true;
  }
  if (!appClient?.ClientId) throw new Error('CreateUserPoolClient answered without an id');
  return { userPoolId, clientId: appClient.ClientId, clientSecret: appClient.ClientSecret, created };
}
