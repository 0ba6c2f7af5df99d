// Reads and writes of stored records. Writes are conditional puts, so a repeated request never writes twice.
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** The database could not be reached, timed out or throttled us even after the SDK's retries. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  constructor(override readonly cause: unknown) {
    super(`the database is unavailable: ${(cause as Error)?.message ?? String(cause)}`);
  }
}

/**
 * An item with this key exists, stored by a request with another body: the key was reused for a different request.
 * Replaying the stored answer would tell the client its new details were saved when they were not.
 */
export class IdempotencyKeyReusedError extends Error {
  override readonly name = 'IdempotencyKeyReusedError';
  constructor(
    readonly table: string,
    readonly key: string,
  ) {
    super(`${table}: the key ${key} was already used by a request with another body`);
  }
}

/** The outcome of putOnce: the stored item, and whether this call created it. */
export interface PutOnceResult<T> {
  readonly item: T;
  readonly created: boolean;
}

const transientNames = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'LimitExceededException',
  'AbortError',
]);
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/** True for failures that say "not now" rather than "never": network errors, timeouts, throttling, 5xx. */
export function isUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: string; code?: string; $fault?: string; $metadata?: { httpStatusCode?: number } };
  return transientNames.has(e.name ?? '') || networkCodes.has(e.code ?? '') || e.$fault === 'server' || (e.$metadata?.httpStatusCode ?? 0) >= 500;
}

async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
  }
}

/**
 * Writes `item` unless an item with the same key exists (a conditional put, never read-then-write: dynalite has no
 * transactions, and none is needed). When one exists, nothing is written and the stored item is returned with
 * `created: false`, unless both carry a `RequestHash` and they differ: then IdempotencyKeyReusedError. An item
 * stored before hashes were kept has none and is replayed as before.
 */
export async function putOnce<T extends Record<string, unknown> & { readonly RequestHash?: string }>(
  db: DynamoDBDocumentClient,
  table: string,
  item: T,
  keyName: keyof T & string,
): Promise<PutOnceResult<T>> {
  try {
    await guarded(() =>
      db.send(
        new PutCommand({
          TableName: table,
          Item: item,
          ConditionExpression: 'attribute_not_exists(#key)',
          ExpressionAttributeNames: { '#key': keyName },
        }),
      ),
    );
    return { item, created: true };
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
  const existing = await getItem<T>(db, table, { [keyName]: item[keyName] });
  if (!existing) throw new Error(`${table}: the item with ${keyName}=${String(item[keyName])} vanished after a conditional write failed`);
  if (item.RequestHash !== undefined && existing.RequestHash !== undefined && existing.RequestHash !== item.RequestHash) {
    throw new IdempotencyKeyReusedError(table, String(item[keyName]));
  }
  return { item: existing, created: false };
}

/** Reads one item by its key (strongly consistent), or undefined. */
export async function getItem<T>(db: DynamoDBDocumentClient, table: string, key: Record<string, unknown>): Promise<T | undefined> {
  const result = await guarded(() => db.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true })));
  return result.Item as T | undefined;
}

/** A cheap round trip that proves the database answers and the table exists. */
export async function describeTable(db: DynamoDBDocumentClient, table: string): Promise<string | undefined> {
  const result = await guarded(() => db.send(new DescribeTableCommand({ TableName: table })));
  return result.Table?.TableStatus;
}
