// Brings an embedded store's table up to today's layout when it lacks an index a newer version added. DynamoDB adds
// an index to a live table (UpdateTable); dynalite cannot, so the table is rebuilt: every item is copied to a file in
// the data folder first, then the table is dropped, created with its indexes and refilled, then the file goes. A
// start interrupted part-way finds the file and finishes the refill, so no item is lost. Embedded mode only: on AWS
// the stack adds indexes (apps/infra).
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ScanCommand,
  type AttributeValue,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createTableInput, indexNames, type TableDefinition } from './tables';

// Items as DynamoDB's own JSON (AttributeValues): numbers, sets and empty values survive the copy exactly.
type Item = Record<string, AttributeValue>;

/** The copy of a table's items kept while it is rebuilt. */
export const upgradeCopyFile = (folder: string, table: string) => join(folder, `${table}.items.json`);

/** The indexes of `definition` the table lacks (none when it is keyed otherwise); undefined when there is no table. */
async function missingIndexes(db: DynamoDBDocumentClient, definition: TableDefinition): Promise<string[] | undefined> {
  try {
    const { Table } = await db.send(new DescribeTableCommand({ TableName: definition.name }));
    // A table keyed differently is from an older layout still, which a copy cannot carry over (see create-tables.ts).
    if (Table?.KeySchema?.find((element) => element.KeyType === 'HASH')?.AttributeName !== definition.keyName) return [];
    return indexNames(definition).filter((name) => !Table?.GlobalSecondaryIndexes?.some((index) => index.IndexName === name));
  } catch (error) {
    if ((error as { name?: string }).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

async function scanAll(db: DynamoDBDocumentClient, table: string): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: table, ...(start && { ExclusiveStartKey: start }) }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Puts every item (25 a request, again for what DynamoDB left unprocessed); a put of the same key writes it again. */
async function putAll(db: DynamoDBDocumentClient, table: string, items: readonly Item[]): Promise<void> {
  for (let at = 0; at < items.length; at += 25) {
    let requests: WriteRequest[] = items.slice(at, at + 25).map((item) => ({ PutRequest: { Item: item } }));
    while (requests.length > 0) {
      const result = await db.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
      requests = result.UnprocessedItems?.[table] ?? [];
    }
  }
}

async function createAndWait(db: DynamoDBDocumentClient, definition: TableDefinition): Promise<void> {
  try {
    await db.send(new CreateTableCommand(createTableInput(definition)));
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceInUseException') throw error;
  }
  for (;;) {
    const { Table } = await db.send(new DescribeTableCommand({ TableName: definition.name }));
    if (Table?.TableStatus === 'ACTIVE') return;
    await sleep(100);
  }
}

async function dropAndWait(db: DynamoDBDocumentClient, table: string): Promise<void> {
  await db.send(new DeleteTableCommand({ TableName: table }));
  for (;;) {
    try {
      await db.send(new DescribeTableCommand({ TableName: table }));
    } catch (error) {
      if ((error as { name?: string }).name === 'ResourceNotFoundException') return;
      throw error;
    }
    await sleep(100);
  }
}

/**
 * Rebuilds each of `definitions` that lacks an index, keeping its items (copied to `folder` meanwhile), and finishes
 * a rebuild an earlier start left part-way. Answers the tables rebuilt, with how many items each kept.
 */
export async function upgradeEmbeddedTables(
  db: DynamoDBDocumentClient,
  definitions: readonly TableDefinition[],
  folder: string,
): Promise<{ table: string; items: number }[]> {
  const rebuilt: { table: string; items: number }[] = [];
  for (const definition of definitions) {
    const copy = upgradeCopyFile(folder, definition.name);
    if (!existsSync(copy)) {
      if (!(await missingIndexes(db, definition))?.length) continue;
      mkdirSync(folder, { recursive: true });
      // Written whole under another name, then renamed: a copy file that exists is always complete.
      writeFileSync(`${copy}.partial`, JSON.stringify(await scanAll(db, definition.name)));
      renameSync(`${copy}.partial`, copy);
    }
    // The copy holds every item: drop the old table if it is still there, create it anew, refill, let the copy go.
    if ((await missingIndexes(db, definition))?.length) await dropAndWait(db, definition.name);
    const items = JSON.parse(readFileSync(copy, 'utf8')) as Item[];
    await createAndWait(db, definition);
    await putAll(db, definition.name, items);
    rmSync(copy);
    rebuilt.push({ table: definition.name, items: items.length });
  }
  return rebuilt;
}
