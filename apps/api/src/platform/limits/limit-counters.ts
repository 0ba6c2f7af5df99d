// Counters shared by every server process: one item per counter in the PartyBoxLimits table, changed by one atomic
// UpdateItem (ADD, if_not_exists, a condition where a limit must hold), so two servers never count past a limit that
// one would have kept. Fixed windows carry their start in the key (`<name>#<window index>`): a new window is a new
// item, and a spent one is never read again; DynamoDB's TTL (ExpiresAt, epoch seconds) deletes it later, lazily, so
// readers of items that are not windowed check ExpiresAt themselves.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { expiresAtAttribute } from '../db/tables';
import { isConditionFailure } from '../db/repository';
import { update, type UpdateExpression } from '../db/update-expression';

/** One counting of a fixed window: the count after it, and when the window ends (epoch ms). */
export interface WindowCount {
  readonly count: number;
  readonly resetAt: number;
}

/** A stored counter item (its attributes beside the key and ExpiresAt are the caller's). */
export type LimitItem = Record<string, unknown> & { readonly ExpiresAt?: number };

/** Kept a minute past a window's end, so a slow clock on another server still finds the window it is counting. */
const graceSeconds = 60;

/** Runs one database call; the server passes the repository's, so an outage is answered 503 and logged as one episode. */
export type DatabaseGuard = <T>(operation: () => Promise<T>) => Promise<T>;

/** A window's counter plus `amount`, expiring at `expiresAt` (seconds); with `below`, only while the count is below it. */
function counted(amount: number, expiresAt: number, below?: number): UpdateExpression {
  const u = update().add('Count', amount).setIfMissing(expiresAtAttribute, expiresAt);
  return below === undefined ? u : u.when(`attribute_not_exists(${u.name('Count')}) OR ${u.name('Count')} < ${u.value(below)}`);
}

export class LimitCounters {
  private readonly db: Pick<DynamoDBDocumentClient, 'send'>;

  constructor(
    client: DynamoDBDocumentClient,
    readonly tableName: string,
    /** The clock (epoch ms); tests of the limits pass their own. */
    readonly now: () => number = Date.now,
    guard: DatabaseGuard = (operation) => operation(),
  ) {
    // Every call goes through the guard, with the client's own typing.
    this.db = { send: ((command: never) => guard(() => client.send(command))) as DynamoDBDocumentClient['send'] };
  }

  private readonly keyName = 'Key';

  /** The fixed window of `windowMs` holding `at` (aligned to `offsetMs`, e.g. India's midnight for daily caps). */
  window(name: string, windowMs: number, offsetMs = 0, at = this.now()): { key: string; resetAt: number } {
    const index = Math.floor((at + offsetMs) / windowMs);
    return { key: `${name}#${index}`, resetAt: (index + 1) * windowMs - offsetMs };
  }

  /** Adds `amount` to the window's counter whatever it holds; answers the count after. */
  async hit(name: string, windowMs: number, amount = 1, offsetMs = 0): Promise<WindowCount> {
    const { key, resetAt } = this.window(name, windowMs, offsetMs);
    const result = await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { [this.keyName]: key },
        ...counted(amount, Math.ceil(resetAt / 1000) + graceSeconds).build(),
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return { count: Number(result.Attributes?.Count ?? amount), resetAt };
  }

  /** Adds one only while the window's count is below `limit`: answers whether it was taken, and the count. */
  async take(name: string, windowMs: number, limit: number, offsetMs = 0): Promise<WindowCount & { readonly taken: boolean }> {
    const { key, resetAt } = this.window(name, windowMs, offsetMs);
    // A limit of 0 allows nothing (the condition below lets the first one through an absent item).
    if (limit <= 0) return { taken: false, count: 0, resetAt };
    try {
      const result = await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { [this.keyName]: key },
          ...counted(1, Math.ceil(resetAt / 1000) + graceSeconds, limit).build(),
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { taken: true, count: Number(result.Attributes?.Count ?? 1), resetAt };
    } catch (error) {
      if (isConditionFailure(error)) return { taken: false, count: limit, resetAt };
      throw error;
    }
  }

  /**
   * A sliding window of `windowMs`, approximated from two fixed windows: the current one's count plus the previous
   * one's weighted by how much of it the sliding window still covers. Adds one only while that estimate is below
   * `limit` (one conditional UpdateItem, after reading the previous window); a refusal says when the estimate will
   * let one through. Each window's item is kept for two windows, since the next one reads it.
   */
  async takeSliding(name: string, windowMs: number, limit: number): Promise<{ readonly taken: boolean; readonly count: number; readonly retryAt: number }> {
    const now = this.now();
    const current = this.window(name, windowMs, 0, now);
    const previousCount = Number((await this.get(this.window(name, windowMs, 0, now - windowMs).key))?.Count ?? 0);
    // Rounded up: the estimate errs on the side of the limit (a burst just before an edge still counts just after it).
    const carried = Math.ceil((previousCount * (current.resetAt - now)) / windowMs);
    // The previous window alone fills the limit (the condition below cannot see that when this window has no item yet).
    if (carried >= limit) return { taken: false, count: limit, retryAt: this.slidingRetryAt(current.resetAt, windowMs, limit, 0, previousCount) };
    try {
      const result = await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { [this.keyName]: current.key },
          ...counted(1, Math.ceil((current.resetAt + windowMs) / 1000) + graceSeconds, limit - carried).build(),
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { taken: true, count: Number(result.Attributes?.Count ?? 1), retryAt: now };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const count = Number((await this.get(current.key))?.Count ?? 0);
      return { taken: false, count: limit, retryAt: this.slidingRetryAt(current.resetAt, windowMs, limit, count, previousCount) };
    }
  }

  /** When the sliding estimate drops below `limit`: within this window as the previous one's weight fades, or in the next. */
  private slidingRetryAt(resetAt: number, windowMs: number, limit: number, count: number, previousCount: number): number {
    // ceil(previousCount * (resetAt - t) / windowMs) + count < limit, as takeSliding counts.
    if (count < limit && previousCount > 0) return Math.ceil(resetAt - (windowMs * (limit - count - 1)) / previousCount);
    // This window's own count must fade in the next one: ceil(count * (nextReset - t) / windowMs) < limit.
    return Math.ceil(resetAt + Math.max(0, windowMs * (1 - (limit - 1) / Math.max(count, 1))));
  }

  /** The window's count now (0 for a window nobody counted in). */
  async peek(name: string, windowMs: number, offsetMs = 0): Promise<WindowCount> {
    const { key, resetAt } = this.window(name, windowMs, offsetMs);
    const item = await this.get(key);
    return { count: Number(item?.Count ?? 0), resetAt };
  }

  /** The item under `key`, read consistently; undefined when absent or past its ExpiresAt (TTL deletes lazily). */
  async get(key: string): Promise<LimitItem | undefined> {
    const result = await this.db.send(new GetCommand({ TableName: this.tableName, Key: { [this.keyName]: key }, ConsistentRead: true }));
    const item = result.Item as LimitItem | undefined;
    if (!item || (typeof item.ExpiresAt === 'number' && item.ExpiresAt * 1000 <= this.now())) return undefined;
    return item;
  }

  /** Writes `attributes` under `key` until `expiresAt` (epoch ms), replacing what it held. */
  async put(key: string, attributes: Record<string, unknown>, expiresAt: number): Promise<void> {
    await this.db.send(
      new PutCommand({ TableName: this.tableName, Item: { ...attributes, [this.keyName]: key, [expiresAtAttribute]: Math.ceil(expiresAt / 1000) } }),
    );
  }

  /**
   * Writes `attributes` under `key` until `expiresAt` (epoch ms) when `condition` holds (with its names and values);
   * answers false when it did not.
   */
  async putIf(
    key: string,
    attributes: Record<string, unknown>,
    expiresAt: number,
    condition: string,
    names: Record<string, string> = {},
    values: Record<string, unknown> = {},
  ): Promise<boolean> {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { ...attributes, [this.keyName]: key, [expiresAtAttribute]: Math.ceil(expiresAt / 1000) },
          ConditionExpression: condition,
          // `#key` names the table's key, for conditions like attribute_not_exists(#key).
          ExpressionAttributeNames: { ...(condition.includes('#key') && { '#key': this.keyName }), ...names },
          ...(Object.keys(values).length > 0 && { ExpressionAttributeValues: values }),
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** One conditional UpdateItem on `key`; answers false when the condition did not hold. */
  async updateIf(key: string, u: UpdateExpression): Promise<Record<string, unknown> | false> {
    try {
      const result = await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { [this.keyName]: key },
          ...u.build(),
          ReturnValues: 'ALL_NEW',
        }),
      );
      return result.Attributes ?? {};
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Deletes `key` when `condition` holds (absent: always). */
  async deleteIf(key: string, condition?: string, names?: Record<string, string>, values?: Record<string, unknown>): Promise<void> {
    try {
      await this.db.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: { [this.keyName]: key },
          ...(condition && { ConditionExpression: condition, ExpressionAttributeNames: names, ExpressionAttributeValues: values }),
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}
