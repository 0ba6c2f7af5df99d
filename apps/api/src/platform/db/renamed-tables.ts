// Carries the items of a table whose key changed (see renamedTables in tables.ts) into the table made for the new key:
// each item is put into the new table as it is, without the attribute that was the old key (the new key's attributes
// were already on every item). Puts of the same key write the same item, so a copy cut short is simply run again.
import { DeleteTableCommand, DescribeTableCommand, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { BatchWriteItemCommand, type WriteRequest } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { renamedTables, type Tables } from './tables';

type Item = Record<string, AttributeValue>;

async function oldKeyOf(db: DynamoDBDocumentClient, table: string): Promise<string | undefined> {
  try {
    const { Table } = await db.send(new DescribeTableCommand({ TableName: table }));
    return Table?.KeySchema?.find((element) => element.KeyType === 'HASH')?.AttributeName ?? '';
  } catch (error) {
    if ((error as { name?: string }).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

/**
 * Copies the items of each renamed table that still exists into its new table; with `drop` (the embedded store, whose
 * data folder is all there is), deletes the old table once copied. Answers the tables copied and how many items each.
 */
export async function copyRenamedTables(
  db: DynamoDBDocumentClient,
  tables: Tables,
  prefix: string,
  options: { drop: boolean },
): Promise<{ from: string; to: string; items: number }[]> {
  const copied: { from: string; to: string; items: number }[] = [];
  for (const [kind, oldName] of Object.entries(renamedTables) as [keyof Tables, string][]) {
    const from = `${prefix}${oldName}`;
    const to = tables[kind];
    const oldKey = await oldKeyOf(db, from);
    if (oldKey === undefined) continue;
    const newKeys = new Set([to.keyName, ...(to.rangeKeyName ? [to.rangeKeyName] : [])]);
    let items = 0;
    let start: Item | undefined;
    do {
      const page = await db.send(new ScanCommand({ TableName: from, ...(start && { ExclusiveStartKey: start }) }));
      // Items lacking the new key's attributes cannot be carried over (none were written so).
      const moved = (page.Items ?? [])
        .filter((item) => [...newKeys].every((name) => item[name] !== undefined))
        .map((item) => Object.fromEntries(Object.entries(item).filter(([name]) => name !== oldKey || newKeys.has(name))));
      for (let at = 0; at < moved.length; at += 25) {
        let requests: WriteRequest[] = moved.slice(at, at + 25).map((item) => ({ PutRequest: { Item: item } }));
        while (requests.length > 0)
          requests = (await db.send(new BatchWriteItemCommand({ RequestItems: { [to.name]: requests } }))).UnprocessedItems?.[to.name] ?? [];
      }
      items += moved.length;
      start = page.LastEvaluatedKey;
    } while (start);
    if (options.drop) await db.send(new DeleteTableCommand({ TableName: from }));
    copied.push({ from, to: to.name, items });
  }
  return copied;
}
