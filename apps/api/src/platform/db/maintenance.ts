// What the one-off upgrades share (pnpm db:backfill, and the embedded store's start after a table rebuild): every item of
// a table, Scanned page by page (a maintenance job, never a request path), and an UpdateItem whose condition says it
// is still owed, so a second run, or a run beside the live store, changes nothing twice.
import { ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './repository';

/** Every item of `table`, page after page. */
export async function* scan<T>(db: DynamoDBDocumentClient, table: string): AsyncGenerator<T> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: table, ...(start && { ExclusiveStartKey: start }) }));
    for (const item of page.Items ?? []) yield item as T;
    start = page.LastEvaluatedKey;
  } while (start);
}

/** Runs an UpdateItem whose condition says the change is still owed; answers whether it changed the item. */
export async function updateOnce(db: DynamoDBDocumentClient, input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<boolean> {
  try {
    await db.send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
