// Reads and writes of stored records. Writes are conditional puts, so a repeated request never writes twice.
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { OutageMonitor } from './outage-monitor';
import type { ListIndex, TableDefinition } from './tables';

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

/** Whether `error` is DynamoDB refusing a write because its condition did not hold. */
export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';
}

/**
 * The API's reads and writes. Every call goes through `guarded`, which turns transient failures into
 * DatabaseUnavailableError (answered 503) and tells the outage monitor how the database is doing.
 */
export class Repository {
  constructor(
    readonly db: DynamoDBDocumentClient,
    private readonly monitor?: OutageMonitor,
  ) {}

  /** Runs one database call of another module (the limit counters) under the same outage handling. */
  async guard<T>(operation: () => Promise<T>): Promise<T> {
    return this.guarded(operation);
  }

  private async guarded<T>(operation: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await operation();
    } catch (error) {
      if (!isUnavailable(error)) {
        // The database answered (a failed condition, a validation error): it is up.
        this.monitor?.succeeded();
        throw error;
      }
      this.monitor?.failed(error);
      throw new DatabaseUnavailableError(error);
    }
    this.monitor?.succeeded();
    return result;
  }

  /**
   * Writes `item` unless an item with the same key (the write's Idempotency-Key) exists: one conditional put, never
   * read-then-write (dynalite has no transactions, and none is needed). When one exists, nothing is written and the
   * stored item is returned with `created: false`, unless both carry a `RequestHash` and they differ: then
   * IdempotencyKeyReusedError.
   */
  async putOnce<T extends Record<string, unknown> & { readonly RequestHash?: string }>(table: TableDefinition, item: T): Promise<PutOnceResult<T>> {
    const keyName = table.keyName;
    try {
      await this.guarded(() =>
        this.db.send(
          new PutCommand({
            TableName: table.name,
            Item: item,
            ConditionExpression: 'attribute_not_exists(#key)',
            ExpressionAttributeNames: { '#key': keyName },
            // The stored item comes back with the failure, so a replay needs no second read.
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        ),
      );
      return { item, created: true };
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      const existing = (error as { Item?: T }).Item ?? (await this.getByKey<T>(table, String(item[keyName])));
      if (!existing) throw new Error(`${table.name}: the item with ${keyName}=${String(item[keyName])} vanished after a conditional write failed`);
      if (item.RequestHash !== undefined && existing.RequestHash !== undefined && existing.RequestHash !== item.RequestHash) {
        throw new IdempotencyKeyReusedError(table.name, String(item[keyName]));
      }
      return { item: existing, created: false };
    }
  }

  /** Reads one item by its partition key (strongly consistent), or undefined. */
  async getByKey<T>(table: TableDefinition, key: string): Promise<T | undefined> {
    const result = await this.guarded(() => this.db.send(new GetCommand({ TableName: table.name, Key: { [table.keyName]: key }, ConsistentRead: true })));
    return result.Item as T | undefined;
  }

  /**
   * Reads one item by its server-made id: the table's `byId` index (keys only) names its key, and the item is read by
   * that key, strongly consistent. On AWS the index itself is eventually consistent (a record written a moment ago may
   * not be found yet); dynalite updates it at once.
   */
  async getById<T>(table: TableDefinition, id: string): Promise<T | undefined> {
    if (!table.idIndex) throw new Error(`${table.name} has no id index`);
    const { items } = await this.queryItems<T>(table, {
      IndexName: table.idIndex,
      KeyConditionExpression: 'id = :id',
      ExpressionAttributeValues: { ':id': id },
      Limit: 1,
    });
    return items[0];
  }

  /**
   * The newest `limit` records of one owner through a list index (see tables.ts), newest first, and whether older ones
   * exist. A Query on the index's hash key (never a Scan), then the records by key.
   */
  async listNewest<T>(table: TableDefinition, index: ListIndex, owner: string, limit: number): Promise<{ items: T[]; more: boolean }> {
    const { items, lastKey } = await this.queryItems<T>(table, {
      IndexName: index.name,
      KeyConditionExpression: '#owner = :owner',
      ExpressionAttributeNames: { '#owner': index.hashKey },
      ExpressionAttributeValues: { ':owner': owner },
      ScanIndexForward: false,
      Limit: limit,
    });
    return { items, more: lastKey !== undefined };
  }

  /**
   * One page of a Query on an index of `table`, as whole records: an index that projects less than the record (see
   * ListIndex) answers keys, and each record is then read by its key, strongly consistent, in the index's order. A
   * record deleted in between is left out. The page's last key is the index's, so paging is unchanged.
   */
  async queryItems<T>(table: TableDefinition, input: Omit<QueryCommandInput, 'TableName'>): Promise<{ items: T[]; lastKey?: Record<string, unknown> }> {
    const page = await this.query<Record<string, unknown>>({ ...input, TableName: table.name });
    const index = [...(table.idIndex ? [{ name: table.idIndex }] : []), ...table.listIndexes].find((candidate) => candidate.name === input.IndexName);
    if (!input.IndexName || (index && 'projection' in index && index.projection === 'all')) return page as { items: T[]; lastKey?: Record<string, unknown> };
    // GetItems side by side, not one BatchGetItem: a page is at most 100 keys, and a GetItem has no unprocessed keys to retry.
    const items = await Promise.all(page.items.map((keys) => this.getByKey<T>(table, String(keys[table.keyName]))));
    return { items: items.filter((item): item is Awaited<T> & T => item !== undefined), ...(page.lastKey && { lastKey: page.lastKey }) };
  }

  /** One page of a Query (never a Scan): its items and the key to continue from, if more may follow. */
  async query<T>(input: QueryCommandInput): Promise<{ items: T[]; lastKey?: Record<string, unknown> }> {
    const result = await this.guarded(() => this.db.send(new QueryCommand(input)));
    return { items: (result.Items ?? []) as T[], ...(result.LastEvaluatedKey && { lastKey: result.LastEvaluatedKey }) };
  }

  /**
   * One UpdateItem, answering the item as it is after it. A failed condition throws ConditionalCheckFailedException
   * (see isConditionFailure); the caller decides what it means.
   */
  async update<T>(input: UpdateCommandInput): Promise<T> {
    const result = await this.guarded(() => this.db.send(new UpdateCommand({ ...input, ReturnValues: 'ALL_NEW' })));
    return result.Attributes as T;
  }

  /** One conditional UpdateItem: true when it was made, false when its condition no longer held. */
  async updateIf(input: UpdateCommandInput): Promise<boolean> {
    try {
      await this.update(input);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** A cheap round trip that proves the database answers and the table exists. */
  async describeTable(table: TableDefinition): Promise<string | undefined> {
    const result = await this.guarded(() => this.db.send(new DescribeTableCommand({ TableName: table.name })));
    return result.Table?.TableStatus;
  }
}
