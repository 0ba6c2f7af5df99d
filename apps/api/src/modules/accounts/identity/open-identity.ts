// Connects the identity service to its target: embedded cognito-local by default, another endpoint, or AWS.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ConfigError, type IdentityTarget } from '../../../platform/env/env';
import { readClientSecret } from './client-secret';
import { startEmbeddedCognito, type EmbeddedCognito, type Sms } from './embedded-cognito';
import { IdentityService } from './identity-service';
import { ensureUserPool } from './user-pool';

/** An open identity service, where it is (for logs) and how to close it. */
export interface OpenIdentity {
  readonly identity: IdentityService;
  readonly embedded: EmbeddedCognito | undefined;
  readonly where: string;
  /** Where the SMS the embedded emulator would send go (the server's log); before that, standard output. */
  onSms(listener: (sms: Sms) => void): void;
  close(): Promise<void>;
}

/** The one line the log shows for an SMS: number, then the message with its code. */
export function smsLogLine(sms: Sms): string {
  return `SMS to ${sms.to}: ${sms.message}`;
}

/** Opens the identity service for `target`, starting cognito-local and creating the pool when it is embedded. */
export async function openIdentity(target: IdentityTarget): Promise<OpenIdentity> {
  let listener = (sms: Sms) => console.log(smsLogLine(sms));
  let embedded: EmbeddedCognito | undefined;
  let endpoint: string | undefined;
  if (target.mode === 'embedded') {
    embedded = await startEmbeddedCognito({ dataDir: target.dataDir, onSms: (sms) => listener(sms) });
    endpoint = embedded.endpoint;
  } else if (target.mode === 'endpoint') {
    endpoint = target.endpoint;
  }
  const clientConfig = {
    region: target.region,
    ...(endpoint && { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  };
  const client = new CognitoIdentityProviderClient(clientConfig);
  const given = target.mode === 'embedded' ? undefined : target;
  const ids =
    given?.userPoolId && given.clientId
      ? {
          userPoolId: given.userPoolId,
          clientId: given.clientId,
          // A secret in the settings wins (a rotation by hand); otherwise the pool's own answer for this client id.
          clientSecret: given.clientSecret ?? (await readClientSecret(clientConfig, given.userPoolId, given.clientId)),
        }
      : await ensureUserPool(client);
  // The stack's client is confidential: without its secret every sign-up and sign-in would be refused.
  if (target.mode === 'aws' && !ids.clientSecret)
    throw new ConfigError(
      `App client ${ids.clientId} of user pool ${ids.userPoolId} has no secret: the API needs the stack's confidential client (generateSecret) or COGNITO_CLIENT_SECRET`,
    );
  // AWS issues tokens as https://cognito-idp.<region>.amazonaws.com/<pool>; the embedded emulator under a fixed domain
  // of its own; another endpoint under its own address.
  const issuerDomain =
    target.mode === 'aws'
      ? `https://cognito-idp.${target.region}.amazonaws.com`
      : (embedded?.issuerDomain ?? (target.mode === 'endpoint' ? target.issuerDomain : undefined) ?? endpoint!);
  const keysBase = target.mode === 'aws' ? issuerDomain : endpoint!;
  const identity = new IdentityService({
    client,
    userPoolId: ids.userPoolId,
    clientId: ids.clientId,
    clientSecret: ids.clientSecret,
    issuer: `${issuerDomain}/${ids.userPoolId}`,
    jwksUrl: `${keysBase}/${ids.userPoolId}/.well-known/jwks.json`,
  });
  const where =
    target.mode === 'embedded'
      ? `embedded cognito-local, data in ${target.dataDir}, pool ${ids.userPoolId}`
      : target.mode === 'endpoint'
        ? `${target.endpoint}, pool ${ids.userPoolId}`
        : `AWS Cognito in ${target.region}, pool ${ids.userPoolId}`;
  return {
    identity,
    embedded,
    where,
    onSms: (next) => (listener = next),
    close: async () => {
      client.destroy();
      await embedded?.stop();
    },
  };
}
