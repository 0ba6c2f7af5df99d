// Cognito's proof that a caller holds the app client's secret: every call naming a user carries it, so a caller with
// only the client id (which every access token shows) cannot sign up, text codes or sign in around the API.
import { createHmac } from 'node:crypto';

/** The app client and its secret; `secret` is absent for a client without one (an endpoint configured so). */
export interface AppClient {
  readonly clientId: string;
  readonly secret?: string | undefined;
}

/** SECRET_HASH: Base64(HMAC-SHA256(key: the client secret, message: username + client id)); undefined without a secret. */
export function secretHash(client: AppClient, username: string): string | undefined {
  if (!client.secret) return undefined;
  return createHmac('sha256', client.secret).update(`${username}${client.clientId}`).digest('base64');
}
