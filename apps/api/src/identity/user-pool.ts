// The user pool and app client the storefront needs (spec sections 5, 6 and 9), created at first start on an emulator.
import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
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
 * The production settings: the phone number is the sign-in name and is verified by SMS; MFA is required with SMS
 * as the only method; passwords need 8 characters and no character classes; accounts recover by SMS.
 */
export const userPoolSettings = {
  PoolName: poolName,
  UsernameAttributes: ['phone_number'],
  AutoVerifiedAttributes: ['phone_number'],
  MfaConfiguration: 'ON',
  Policies: {
    PasswordPolicy: { MinimumLength: 8, RequireUppercase: false, RequireLowercase: false, RequireNumbers: false, RequireSymbols: false },
  },
  AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_phone_number', Priority: 1 }] },
} satisfies CreateUserPoolCommandInput;

/** The app client: the API signs in with USER_PASSWORD_AUTH and refreshes; no secret, revocable tokens. */
export function appClientSettings(userPoolId: string): CreateUserPoolClientCommandInput {
  return {
    UserPoolId: userPoolId,
    ClientName: clientName,
    GenerateSecret: false,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    EnableTokenRevocation: true,
    PreventUserExistenceErrors: 'ENABLED',
    AccessTokenValidity: 60,
    IdTokenValidity: 60,
    RefreshTokenValidity: sessionDays,
    TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
  };
}

/** The pool and client ids. */
export interface PoolIds {
  readonly userPoolId: string;
  readonly clientId: string;
}

/** Finds the PartyBox pool and its client, creating either when missing (an emulator's first start). */
export async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<PoolIds & { created: boolean }> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === poolName)?.Id;
  let created = false;
  if (!userPoolId) {
    userPoolId = (await client.send(new CreateUserPoolCommand(userPoolSettings))).UserPool?.Id;
    created = true;
  }
  if (!userPoolId) throw new Error('CreateUserPool answered without an id');
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === clientName)?.ClientId;
  if (!clientId) {
    clientId = (await client.send(new CreateUserPoolClientCommand(appClientSettings(userPoolId)))).UserPoolClient?.ClientId;
    created = true;
  }
  if (!clientId) throw new Error('CreateUserPoolClient answered without an id');
  return { userPoolId, clientId, created };
}
