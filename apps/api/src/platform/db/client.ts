// The DynamoDB document client: retries on, short timeouts, so a dead database fails a request within seconds.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';

/** Where to connect. Without `credentials` the SDK's standard chain (env, profile, role …) is used. */
export interface Connection {
  readonly region: string;
  readonly endpoint?: string;
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
}

/** How long one attempt may take; the SDK makes up to `maxAttempts` attempts with back-off in between. */
export interface ClientTimeouts {
  readonly connectionTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly maxAttempts: number;
}

/** At worst about 3 × 2 s plus back-off before a request is answered 503, instead of hanging. */
export const defaultTimeouts: ClientTimeouts = { connectionTimeoutMs: 1_000, requestTimeoutMs: 2_000, maxAttempts: 3 };

/** Creates the document client used by every repository; `destroy()` it when shutting down. */
export function createDocumentClient(connection: Connection, timeouts: ClientTimeouts = defaultTimeouts): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: connection.region,
    ...(connection.endpoint && { endpoint: connection.endpoint }),
    ...(connection.credentials && { credentials: { ...connection.credentials } }),
    maxAttempts: timeouts.maxAttempts,
    retryMode: 'standard',
    requestHandler: new NodeHttpHandler({
      connectionTimeout: timeouts.connectionTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      // Without this the SDK only logs a warning when requestTimeout passes, and a hung database hangs the request.
      throwOnRequestTimeout: true,
    }),
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
