// Counts the DynamoDB write units a sequence of API calls costs, as AWS bills them: the table's write (the larger of
// the item before and after, 1 KB a unit, at least 1; a failed condition still costs its unit) plus one write to each
// global secondary index the change touches (a put or delete of the index entry, both when its key changed, an update
// when a projected attribute changed; each entry is its projected attributes plus 100 bytes). dynalite reports
// ConsumedCapacity for the table only (never the indexes), so the index units are computed from the items read just
// before and just after each write; dynalite's own table figure is kept beside ours to check the item sizes.
import { DescribeTableCommand, DynamoDBClient, GetItemCommand, type AttributeValue, type TableDescription } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Item = Record<string, AttributeValue>;

/** The size DynamoDB gives a value (UTF-8 bytes of strings; numbers about a byte per two digits; 3 bytes per list/map plus 1 per element). */
function valueSize(value: AttributeValue): number {
  if (value.S !== undefined) return Buffer.byteLength(value.S);
  if (value.N !== undefined) return Math.ceil(value.N.replace(/^-|\.|e.*$/gi, '').replace(/^0+/, '').length / 2) + 1;
  if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
  if (value.B !== undefined) return value.B.length;
  if (value.SS) return value.SS.reduce((sum, s) => sum + Buffer.byteLength(s), 0);
  if (value.L) return 3 + value.L.reduce((sum, element) => sum + 1 + valueSize(element), 0);
  if (value.M) return 3 + itemSize(value.M) + Object.keys(value.M).length;
  return 0;
}

/** An item's size: its attribute names' bytes plus their values'. */
export function itemSize(item: Item): number {
  return Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueSize(value), 0);
}

const units = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

interface IndexShape {
  readonly name: string;
  readonly keys: string[];
  readonly projection: 'ALL' | 'KEYS_ONLY' | 'INCLUDE';
  readonly include: string[];
}

interface TableShape {
  /** The partition key's name. */
  readonly key: string;
  /** The table's key attributes: the partition key, and the range key when it has one. */
  readonly keys: string[];
  readonly indexes: IndexShape[];
}

/** One write as metered. */
export interface MeteredWrite {
  readonly phase: string;
  readonly table: string;
  readonly command: string;
  /** The table's units as computed here, and as dynalite reported them (undefined: a refused write). */
  readonly tableUnits: number;
  readonly reported?: number;
  /** Units per index written. */
  readonly indexUnits: Record<string, number>;
  readonly itemBytes: number;
  /** Whether DynamoDB refused it (a failed condition still costs its table units). */
  readonly refused: boolean;
  /** Where in the API it was sent from (the innermost frames under src/, outside the repository), for BENCH_DETAIL. */
  readonly from: string;
}

/** The API's own frames of a stack, innermost first: which code paid for a write. */
function callerOf(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => line.includes('/src/') && !line.includes('node_modules') && !line.includes('/platform/db/repository.ts'))
    .slice(0, 3)
    .map((line) => line.replace(/.*\/src\//, '').replace(/\)$/, ''))
    .join(' < ');
}

const writeCommands = new Set(['PutCommand', 'UpdateCommand', 'DeleteCommand']);

export class WriteMeter {
  readonly writes: MeteredWrite[] = [];
  phase = 'setup';
  private readonly shapes = new Map<string, Promise<TableShape>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly raw: DynamoDBClient) {}

  /** Makes every Put/Update/Delete that goes through `db` metered (one at a time, so the before and after images are its own). */
  instrument(db: DynamoDBDocumentClient): DynamoDBDocumentClient {
    const send = db.send.bind(db) as (command: unknown) => Promise<unknown>;
    (db as { send: unknown }).send = (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      const name = command.constructor.name;
      if (!writeCommands.has(name)) return send(command);
      // Taken before the queue: after an await the stack no longer reaches the code that wrote.
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 60;
      const from = callerOf(new Error().stack ?? '');
      Error.stackTraceLimit = limit;
      const run = this.queue.then(() => this.metered(name, command, send, from));
      this.queue = run.catch(() => undefined);
      return run;
    };
    return db;
  }

  private shape(table: string): Promise<TableShape> {
    let shape = this.shapes.get(table);
    if (!shape) {
      shape = this.raw.send(new DescribeTableCommand({ TableName: table })).then(({ Table }) => describe(Table!));
      this.shapes.set(table, shape);
    }
    return shape;
  }

  private async read(table: string, key: Item): Promise<Item | undefined> {
    return (await this.raw.send(new GetItemCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item;
  }

  private async metered(
    name: string,
    command: { input: Record<string, unknown> },
    send: (command: unknown) => Promise<unknown>,
    from: string,
  ): Promise<unknown> {
    const input = command.input;
    const table = input.TableName as string;
    const shape = await this.shape(table);
    const given = (input.Key ?? input.Item) as Record<string, unknown>;
    const key = Object.fromEntries(shape.keys.map((name) => [name, { S: given[name] as string }]));
    const before = await this.read(table, key);
    // The same command with ConsumedCapacity asked for (the app's own commands never ask).
    (input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
    let result: { ConsumedCapacity?: { CapacityUnits?: number } } | undefined;
    let failure: unknown;
    try {
      result = (await send(command)) as typeof result;
    } catch (error) {
      failure = error;
    }
    const after = failure ? before : await this.read(table, key);
    const itemBytes = Math.max(before ? itemSize(before) : 0, after ? itemSize(after) : 0);
    const indexUnits: Record<string, number> = {};
    if (!failure) for (const index of shape.indexes) indexUnits[index.name] = indexWrite(index, shape.key, before, after);
    this.writes.push({
      phase: this.phase,
      table,
      command: name.replace('Command', ''),
      tableUnits: units(itemBytes),
      ...(result?.ConsumedCapacity?.CapacityUnits !== undefined && { reported: result.ConsumedCapacity.CapacityUnits }),
      indexUnits,
      itemBytes,
      refused: Boolean(failure),
      from,
    });
    if (failure) throw failure;
    return result;
  }
}

function describe(table: TableDescription): TableShape {
  const key = table.KeySchema!.find((k) => k.KeyType === 'HASH')!.AttributeName!;
  const keys = table.KeySchema!.map((k) => k.AttributeName!);
  const indexes = (table.GlobalSecondaryIndexes ?? []).map((index) => ({
    name: index.IndexName!,
    keys: index.KeySchema!.map((k) => k.AttributeName!),
    projection: (index.Projection?.ProjectionType ?? 'ALL') as IndexShape['projection'],
    include: index.Projection?.NonKeyAttributes ?? [],
  }));
  return { key, keys, indexes };
}

/** The index entry an item makes (undefined: the item lacks a key attribute, so it is not in the sparse index). */
function entryOf(index: IndexShape, tableKey: string, item: Item | undefined): Item | undefined {
  if (!item || index.keys.some((name) => item[name] === undefined)) return undefined;
  if (index.projection === 'ALL') return item;
  const names = [tableKey, ...index.keys, ...(index.projection === 'INCLUDE' ? index.include : [])];
  return Object.fromEntries(names.filter((name) => item[name] !== undefined).map((name) => [name, item[name]!]));
}

/** The units one table write costs in one index. */
function indexWrite(index: IndexShape, tableKey: string, before: Item | undefined, after: Item | undefined): number {
  const old = entryOf(index, tableKey, before);
  const next = entryOf(index, tableKey, after);
  const size = (entry: Item) => units(itemSize(entry) + 100);
  if (!old && !next) return 0;
  if (!old) return size(next!);
  if (!next) return size(old);
  const keyOf = (entry: Item) => JSON.stringify(index.keys.map((name) => entry[name]));
  if (keyOf(old) !== keyOf(next)) return size(old) + size(next);
  return JSON.stringify(sorted(old)) === JSON.stringify(sorted(next)) ? 0 : Math.max(size(old), size(next));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
    );
  return value;
}
