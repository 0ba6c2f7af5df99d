// Creates every table the API needs, idempotently: a table that already exists is left as it is.
import { setTimeout as sleep } from 'node:timers/promises';
import { CreateTableCommand, DescribeTableCommand, DescribeTimeToLiveCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { upgradeEmbeddedTables } from './embedded-upgrade';
import { openSavedDrafts } from './open-saved-drafts';
import { copyRenamedTables } from './renamed-tables';
import { createTableInput, indexNames, tablesFor, type TableDefinition } from './tables';

/** What happened to each table. */
export interface CreateTablesResult {
  readonly created: string[];
  readonly existing: string[];
  /** Tables whose TTL attribute was switched on by this run (absent when none was: already on, or dynalite). */
  readonly ttlEnabled?: string[];
  /** Embedded tables rebuilt with the indexes they lacked, and how many items each kept (absent when none was). */
  readonly upgraded?: { table: string; items: number }[];
  /** Embedded tables whose key changed: copied into the new table, then dropped (absent when none was). */
  readonly renamed?: { from: string; to: string; items: number }[];
  /** Embedded: draft orders saved before the openDrafts index, listed at /admin/drafts now (absent when none was). */
  readonly draftsOpened?: number;
}

export interface CreateTablesOptions {
  /** How long to wait for each table to be ACTIVE (real DynamoDB takes seconds). */
  readonly maxWaitSeconds?: number;
  /**
   * Embedded mode: a folder beside the database where a table that lacks a newer index is copied while it is rebuilt
   * with it (dynalite cannot add an index). Unset: such a table is refused with what to do.
   */
  readonly upgradeFolder?: string;
}

async function waitUntilActive(db: DynamoDBDocumentClient, definition: TableDefinition, maxWaitSeconds: number): Promise<void> {
  const table = definition.name;
  const deadline = Date.now() + maxWaitSeconds * 1000;
  for (;;) {
    const { Table } = await db.send(new DescribeTableCommand({ TableName: table }));
    // A table from the layout before server-made ids (keyed by `id`) cannot take today's writes: say what to do.
    const key = Table?.KeySchema?.find((element) => element.KeyType === 'HASH')?.AttributeName;
    const missing = indexNames(definition).filter((name) => !Table?.GlobalSecondaryIndexes?.some((index) => index.IndexName === name));
    if (key !== definition.keyName) {
      const wanted = indexNames(definition).length ? ` with the indexes ${indexNames(definition).join(', ')}` : '';
      throw new Error(
        `table ${table} has the key "${key}", not "${definition.keyName}"${wanted}: it is from an earlier layout. Delete it (or, embedded, the DATA_DIR folder) and run pnpm db:create-tables again.`,
      );
    }
    if (missing.length > 0) {
      // Data worth keeping (orders) may be in it: say how to add the indexes before suggesting a fresh start.
      throw new Error(
        `table ${table} lacks the indexes ${missing.join(', ')}: it is from an earlier layout. On AWS add them (aws dynamodb update-table, one at a time; see apps/api/README.md, Upgrading), then run pnpm db:backfill. The embedded store rebuilds such a table itself when it starts (pnpm start or pnpm db:create-tables).`,
      );
    }
    if (Table?.TableStatus === 'ACTIVE') return;
    if (Date.now() > deadline) throw new Error(`table ${table} is still ${Table?.TableStatus ?? 'missing'} after ${maxWaitSeconds} s`);
    await sleep(1000);
  }
}

/**
 * Creates the tables for `prefix` that do not exist yet (embedded: rebuilds those lacking an index, keeping their
 * items), then waits until all of them are ACTIVE.
 */
export async function createTables(db: DynamoDBDocumentClient, prefix = '', options: CreateTablesOptions = {}): Promise<CreateTablesResult> {
  const { maxWaitSeconds = 120, upgradeFolder } = options;
  const result: CreateTablesResult = { created: [], existing: [] };
  const tables = Object.values(tablesFor(prefix));
  for (const table of tables) {
    try {
      await db.send(new CreateTableCommand(createTableInput(table)));
      result.created.push(table.name);
    } catch (error) {
      if ((error as { name?: string }).name !== 'ResourceInUseException') throw error;
      result.existing.push(table.name);
    }
  }
  const upgraded = upgradeFolder ? await upgradeEmbeddedTables(db, tables, upgradeFolder) : [];
  // Real DynamoDB keeps a new table CREATING for a few seconds, and writes to it fail until it is ACTIVE.
  for (const table of tables) await waitUntilActive(db, table, maxWaitSeconds);
  // The embedded store's data folder is all there is: a table whose key changed is carried over now (on AWS, by pnpm db:backfill).
  const renamed = upgradeFolder ? await copyRenamedTables(db, tablesFor(prefix), prefix, { drop: true }) : [];
  // A checkouts table rebuilt with the openDrafts index: the drafts saved before it get what the index lists them by.
  const checkouts = tablesFor(prefix).checkout;
  const draftsOpened = upgraded.some(({ table }) => table === checkouts.name) ? await openSavedDrafts(db, checkouts) : 0;
  const ttlEnabled: string[] = [];
  for (const table of tables) if (table.ttlAttribute && (await enableTimeToLive(db, table.name, table.ttlAttribute))) ttlEnabled.push(table.name);
  return {
    ...result,
    ...(ttlEnabled.length > 0 && { ttlEnabled }),
    ...(upgraded.length > 0 && { upgraded }),
    ...(renamed.length > 0 && { renamed }),
    ...(draftsOpened > 0 && { draftsOpened }),
  };
}

/**
 * Lets DynamoDB delete expired items (abandoned checkouts, spent limit windows) by `attribute`. Real DynamoDB refuses
 * to enable TTL twice, so the current state is read first. dynalite has no UpdateTimeToLive (UnknownOperationException):
 * there the items simply stay (readers check the expiry themselves), so it is skipped without a word. Answers whether
 * TTL was switched on now.
 */
async function enableTimeToLive(db: DynamoDBDocumentClient, table: string, attribute: string): Promise<boolean> {
  const { TimeToLiveDescription: current } = await db.send(new DescribeTimeToLiveCommand({ TableName: table }));
  if ((current?.TimeToLiveStatus === 'ENABLED' || current?.TimeToLiveStatus === 'ENABLING') && current.AttributeName === attribute) return false;
  try {
    await db.send(new UpdateTimeToLiveCommand({ TableName: table, TimeToLiveSpecification: { Enabled: true, AttributeName: attribute } }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'UnknownOperationException') return false;
    throw error;
  }
}
