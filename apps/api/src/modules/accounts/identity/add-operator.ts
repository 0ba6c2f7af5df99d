// Makes a phone number an operator. Only the `pnpm operator:add` script calls this, with the deployer's credentials:
// the server itself makes no Cognito admin call, so its role (apps/infra) grants none.
import { randomBytes } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CreateGroupCommand,
  ForgotPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { e164Phone } from '@partybox/contracts/phone';
import { secretHash } from './secret-hash';
import { operatorsGroup } from './user-pool';

interface Pool {
  readonly client: CognitoIdentityProviderClient;
  readonly userPoolId: string;
  readonly clientId: string;
  readonly clientSecret?: string | undefined;
}

/**
 * Makes `phone` an operator: creates the account when it does not exist (phone verified, a random password nobody
 * knows, no welcome message), creates the `operators` group when missing, adds the account to it, and for a new
 * account starts a password reset, so Cognito texts the code the operator chooses a password with (the storefront's
 * /forgot-password page). An existing account keeps its password.
 */
export async function addOperator(pool: Pool, phone: string, name: string): Promise<{ created: boolean; codeSentTo?: string }> {
  const { client, userPoolId, clientId, clientSecret } = pool;
  const username = e164Phone(phone);
  let created = true;
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'phone_number', Value: username },
          { Name: 'phone_number_verified', Value: 'true' },
          { Name: 'name', Value: name },
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: username,
        Password: `${randomBytes(32).toString('base64url')}aA1!`,
        Permanent: true,
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'UsernameExistsException') throw error;
    created = false;
  }
  try {
    await client.send(
      new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: operatorsGroup, Description: 'The Party Box team: the operations console at /admin' }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'GroupExistsException') throw error;
  }
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: operatorsGroup }));
  if (!created) return { created };
  const reset = await client.send(
    new ForgotPasswordCommand({ ClientId: clientId, SecretHash: secretHash({ clientId, secret: clientSecret }, username), Username: username }),
  );
  return { created, codeSentTo: reset.CodeDeliveryDetails?.Destination ?? username };
}
