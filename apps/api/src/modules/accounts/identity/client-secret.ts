// The app client's secret, read from the user pool itself when the settings do not give it: in AWS the stack makes
// the client (a replaced client gets a new id and a new secret in the same deploy), so each instance reads, once at
// start, the secret of the client its own version names, and nobody copies a secret by hand.
import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  type CognitoIdentityProviderClientConfig,
} from '@aws-sdk/client-cognito-identity-provider';

/**
 * Attempts for the one DescribeUserPoolClient of a start. Cognito allows few of these a second per pool (its
 * UserPoolClientRead category) and a scale-out or a deploy starts many instances at once: a throttled start waits with
 * the SDK's jittered backoff (at most 0.5 + 1 + 2 + 4 s for throttling) instead of failing after the default 3.
 */
export const describeClientAttempts = 5;

/**
 * The secret of `clientId` in `userPoolId` (DescribeUserPoolClient, with a client of its own so only this call gets the
 * longer retries), or undefined for a client without one. A refusal names the permission and the setting that avoid it.
 */
export async function readClientSecret(config: CognitoIdentityProviderClientConfig, userPoolId: string, clientId: string): Promise<string | undefined> {
  const client = new CognitoIdentityProviderClient({ ...config, maxAttempts: describeClientAttempts });
  try {
    const answer = await client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }));
    return answer.UserPoolClient?.ClientSecret || undefined;
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(
      `Could not read the secret of app client ${clientId} (user pool ${userPoolId}) from Cognito: ${reason}. ` +
        'The API needs cognito-idp:DescribeUserPoolClient on that pool (the stack grants it), or the secret in COGNITO_CLIENT_SECRET.',
      { cause: error },
    );
  } finally {
    client.destroy();
  }
}
