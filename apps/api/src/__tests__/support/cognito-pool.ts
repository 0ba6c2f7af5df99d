// cognito-local as the API starts it (the patched emulator, the production pool settings but MFA required), for the suites that drive
// it through the v3 SDK directly: one set-up for all of them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserPoolMfaConfigCommand,
  SignUpCommand,
  type AuthenticationResultType,
  type InitiateAuthCommandOutput,
  type SignUpCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { e164Phone } from '@partybox/contracts/phone';
import { startEmbeddedCognito, type EmbeddedCognito } from '../../modules/accounts/identity/embedded-cognito';
import { secretHash } from '../../modules/accounts/identity/secret-hash';
import { ensureUserPool, type PoolIds } from '../../modules/accounts/identity/user-pool';
import { newPhone } from './accounts-harness';
import { emulatorUsers } from './harness';

/** The password every user of these suites signs up with. */
export const poolPassword = 'eight ch';

export interface TestPool {
  readonly cognito: EmbeddedCognito;
  readonly client: CognitoIdentityProviderClient;
  readonly ids: PoolIds;
  readonly dataDir: string;
  /** Sets the pool's MFA back to required (ensureUserPool makes it the store's OPTIONAL). */
  requireMfa(): Promise<void>;
  /** The SECRET_HASH of `username`: the app client has a secret (as in production), so every raw call carries it. */
  hash(username: string): string;
  /** What the emulator stores of `username` (its codes, attributes). */
  stored(username: string): Record<string, string>;
  /** SignUp of `username` (E.164) with `secretHashValue` as its SecretHash (none when left out). */
  signUp(username: string, secretHashValue?: string): Promise<SignUpCommandOutput>;
  /** A new user, signed up and confirmed with the code the emulator texted; answers its username. */
  confirmedUser(): Promise<string>;
  /** The first step of a password sign-in. */
  passwordAuth(username: string, password?: string): Promise<InitiateAuthCommandOutput>;
  /** A password sign-in and its SMS code: the user's tokens. */
  signedIn(username: string): Promise<AuthenticationResultType>;
  close(): Promise<void>;
}

/** Starts the emulator in a temp folder and makes the pool and its app client. */
export async function startTestPool(label: string): Promise<TestPool> {
  const dataDir = mkdtempSync(join(tmpdir(), `partybox-${label}-`));
  const cognito = await startEmbeddedCognito({ dataDir, onSms: () => {} });
  const client = new CognitoIdentityProviderClient({
    region: 'ap-south-1',
    endpoint: cognito.endpoint,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  const ids = await ensureUserPool(client);
  // These suites check the emulator as a pool that requires MFA drives it (SMS to phone_number without a preference):
  // how the pool ran before issue 28, and how its accounts of then still sign in. The store's own pool is OPTIONAL, the
  // API requiring the code (sign-up-signs-in.test.ts).
  const requireMfa = async () => {
    await client.send(
      new SetUserPoolMfaConfigCommand({ UserPoolId: ids.userPoolId, MfaConfiguration: 'ON', SoftwareTokenMfaConfiguration: { Enabled: true } }),
    );
  };
  await requireMfa();
  const hash = (username: string) => secretHash({ clientId: ids.clientId, secret: ids.clientSecret }, username)!;
  const stored = (username: string) => emulatorUsers(dataDir, ids.userPoolId)[username]!;
  const signUp = (username: string, secretHashValue?: string) =>
    client.send(
      new SignUpCommand({
        ClientId: ids.clientId,
        ...(secretHashValue && { SecretHash: secretHashValue }),
        Username: username,
        Password: poolPassword,
        UserAttributes: [{ Name: 'phone_number', Value: username }],
      }),
    );
  const passwordAuth = (username: string, password = poolPassword) =>
    client.send(
      new InitiateAuthCommand({
        ClientId: ids.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password, SECRET_HASH: hash(username) },
      }),
    );
  return {
    cognito,
    client,
    ids,
    dataDir,
    requireMfa,
    hash,
    stored,
    signUp,
    passwordAuth,
    confirmedUser: async () => {
      const username = e164Phone(newPhone());
      await signUp(username, hash(username));
      await client.send(
        new ConfirmSignUpCommand({
          ClientId: ids.clientId,
          SecretHash: hash(username),
          Username: username,
          ConfirmationCode: stored(username).ConfirmationCode,
        }),
      );
      return username;
    },
    signedIn: async (username) => {
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
    },
    close: async () => {
      client.destroy();
      await cognito.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
