import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../db/client';
import { createTables } from '../db/create-tables';
import { embeddedConnection, startDynalite } from '../db/embedded';
import { createTableInput, tablesFor } from '../db/tables';

describe('the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'partybox-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps items on disk across a stop and a start, and create-tables leaves existing tables alone', async () => {
    const first = await startDynalite({ dataDir });
    const db1 = createDocumentClient(embeddedConnection(first, 'ap-south-1'));
    expect((await createTables(db1)).created).toHaveLength(Object.keys(tablesFor()).length);
    await db1.send(new PutCommand({ TableName: 'PartyBoxOrders', Item: { IdempotencyKey: 'kept-across-restarts', id: 'an-id', Total: 199 } }));
    db1.destroy();
    await first.stop();

    const second = await startDynalite({ dataDir });
    const db2 = createDocumentClient(embeddedConnection(second, 'ap-south-1'));
    try {
      expect(await createTables(db2)).toEqual({ created: [], existing: expect.arrayContaining(['PartyBoxOrders']) });
      const { Item } = await db2.send(new GetCommand({ TableName: 'PartyBoxOrders', Key: { IdempotencyKey: 'kept-across-restarts' }, ConsistentRead: true }));
      expect(Item).toEqual({ IdempotencyKey: 'kept-across-restarts', id: 'an-id', Total: 199 });
    } finally {
      db2.destroy();
      await second.stop();
    }
  });

  it('names the missing indexes of an orders table from before the console, and how to add them', async () => {
    const oldDir = mkdtempSync(join(tmpdir(), 'partybox-embedded-old-'));
    const server = await startDynalite({ dataDir: oldDir });
    const db = createDocumentClient(embeddedConnection(server, 'ap-south-1'));
    try {
      // The orders table as it was: byId, byCustomer and byPhone only.
      const input = createTableInput(tablesFor().order);
      const before = input.GlobalSecondaryIndexes!.filter((index) => ['byId', 'byCustomer', 'byPhone'].includes(index.IndexName!));
      await db.send(new CreateTableCommand({ ...input, GlobalSecondaryIndexes: before }));
      await expect(createTables(db)).rejects.toThrow(
        /^table PartyBoxOrders lacks the indexes byOrderNumber, byEventDate, byStatus, byContactPhone, pendingMessages, paymentOpen, paymentAttention: .* On AWS add them .* pnpm db:backfill/,
      );
    } finally {
      db.destroy();
      await server.stop();
      rmSync(oldDir, { recursive: true, force: true });
    }
  });
});
