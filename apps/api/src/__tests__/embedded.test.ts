import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, ScanCommand, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../platform/db/client';
import { createTables } from '../platform/db/create-tables';
import { embeddedConnection, startDynalite } from '../platform/db/embedded';
import { upgradeCopyFile } from '../platform/db/embedded-upgrade';
import { createTableInput, projectionOf, retiredOrderIndexes, tablesFor } from '../platform/db/tables';
import { Repository } from '../platform/db/repository';
import { listOrders, planOrderList } from '../modules/orders/order-queries';
import { OrderRepository } from '../modules/orders/order-repository';
import { OrderSearchIndex } from '../modules/orders/order-search-index';

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
        /^table PartyBoxOrders lacks the indexes byEventDateStatus, pendingMessages, paymentOpen, paymentAttention: .* On AWS add them .* pnpm db:backfill/,
      );
    } finally {
      db.destroy();
      await server.stop();
      rmSync(oldDir, { recursive: true, force: true });
    }
  });

  it("carries the order search items of the table keyed before (PartyBoxOrderSearch) into today's, and finds them there", async () => {
    const oldDir = mkdtempSync(join(tmpdir(), 'partybox-embedded-search-'));
    const server = await startDynalite({ dataDir: oldDir });
    const db = createDocumentClient(embeddedConnection(server, 'ap-south-1'));
    try {
      // The search table as it was: keyed by "<order key>#<term>", Queried through its byTerm index.
      await db.send(
        new CreateTableCommand({
          TableName: 'PartyBoxOrderSearch',
          AttributeDefinitions: ['Key', 'TermHead', 'Term'].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
          KeySchema: [{ AttributeName: 'Key', KeyType: 'HASH' }],
          GlobalSecondaryIndexes: [
            {
              IndexName: 'byTerm',
              KeySchema: [
                { AttributeName: 'TermHead', KeyType: 'HASH' },
                { AttributeName: 'Term', KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['OrderKey', 'EventSort'] },
            },
          ],
          BillingMode: 'PAY_PER_REQUEST',
        }),
      );
      await waitUntilTableExists({ client: db, minDelay: 1, maxDelay: 1, maxWaitTime: 30 }, { TableName: 'PartyBoxOrderSearch' });
      const terms = ['asha', 'pb261120r3qp43', '43'];
      for (const term of terms) {
        const item = {
          Key: `order-1#${term}`,
          TermHead: term.slice(0, 2),
          Term: `${term}#PB-261120-R3QP43`,
          OrderKey: 'order-1',
          EventSort: '2026-11-30#PB-261120-R3QP43',
        };
        await db.send(new PutCommand({ TableName: 'PartyBoxOrderSearch', Item: item }));
      }

      const result = await createTables(db, '', { upgradeFolder: join(oldDir, 'upgrade') });
      expect(result.renamed).toEqual([{ from: 'PartyBoxOrderSearch', to: 'PartyBoxOrderTerms', items: 3 }]);
      await expect(db.send(new DescribeTableCommand({ TableName: 'PartyBoxOrderSearch' }))).rejects.toThrow(/not found/i);
      const found = await db.send(
        new QueryCommand({
          TableName: 'PartyBoxOrderTerms',
          KeyConditionExpression: 'TermHead = :h AND begins_with(Term, :t)',
          ExpressionAttributeValues: { ':h': 'as', ':t': 'ash' },
        }),
      );
      expect(found.Items).toEqual([{ TermHead: 'as', Term: 'asha#PB-261120-R3QP43', OrderKey: 'order-1', EventSort: '2026-11-30#PB-261120-R3QP43' }]);
      // A second start has nothing left to carry over.
      expect((await createTables(db, '', { upgradeFolder: join(oldDir, 'upgrade') })).renamed).toBeUndefined();
    } finally {
      db.destroy();
      await server.stop();
      rmSync(oldDir, { recursive: true, force: true });
    }
  });

  describe('a table from before a newer index, in a store that rebuilds it', () => {
    const order = (n: number) => ({
      IdempotencyKey: `older-order-${n}`,
      id: `id-${n}`,
      OrderNumber: `PB-261120-00000${n}`,
      Total: 15198 + n,
      Lines: [{ ThemeId: 'glow', Quantity: n }],
      MessagesPending: 'pending',
      MessagesDueAt: `2026-11-20T10:0${n}:00.000Z`,
    });
    const withOlderOrdersTable = async (run: (db: ReturnType<typeof createDocumentClient>, folder: string) => Promise<void>) => {
      const oldDir = mkdtempSync(join(tmpdir(), 'partybox-embedded-upgrade-'));
      const server = await startDynalite({ dataDir: join(oldDir, 'dynamodb') });
      const db = createDocumentClient(embeddedConnection(server, 'ap-south-1'));
      try {
        const input = createTableInput(tablesFor().order);
        const before = input.GlobalSecondaryIndexes!.filter((index) => !['pendingMessages', 'paymentOpen', 'paymentAttention'].includes(index.IndexName!));
        await db.send(new CreateTableCommand({ ...input, GlobalSecondaryIndexes: before }));
        // A new table is CREATING until it is ACTIVE (dynalite too, for a moment) and refuses writes until then, as DynamoDB does.
        await waitUntilTableExists({ client: db, minDelay: 1, maxDelay: 1, maxWaitTime: 30 }, { TableName: 'PartyBoxOrders' });
        for (const n of [1, 2, 3]) await db.send(new PutCommand({ TableName: 'PartyBoxOrders', Item: order(n) }));
        await run(db, join(oldDir, 'table-upgrades'));
      } finally {
        db.destroy();
        await server.stop();
        rmSync(oldDir, { recursive: true, force: true });
      }
    };
    const expectUpgraded = async (db: ReturnType<typeof createDocumentClient>, folder: string) => {
      const { Table } = await db.send(new DescribeTableCommand({ TableName: 'PartyBoxOrders' }));
      expect(Table!.GlobalSecondaryIndexes!.map((index) => index.IndexName)).toEqual(
        expect.arrayContaining(['pendingMessages', 'paymentOpen', 'paymentAttention']),
      );
      for (const n of [1, 2, 3]) {
        const { Item } = await db.send(new GetCommand({ TableName: 'PartyBoxOrders', Key: { IdempotencyKey: `older-order-${n}` }, ConsistentRead: true }));
        expect(Item).toEqual(order(n));
      }
      // The new index holds the older items too.
      const pending = await db.send(
        new QueryCommand({
          TableName: 'PartyBoxOrders',
          IndexName: 'pendingMessages',
          KeyConditionExpression: 'MessagesPending = :p',
          ExpressionAttributeValues: { ':p': 'pending' },
        }),
      );
      expect(pending.Items).toHaveLength(3);
      expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    };

    it('adds the missing indexes and keeps every item, field for field', async () => {
      await withOlderOrdersTable(async (db, folder) => {
        const result = await createTables(db, '', { upgradeFolder: folder });
        expect(result.upgraded).toEqual([{ table: 'PartyBoxOrders', items: 3 }]);
        await expectUpgraded(db, folder);
        expect((await createTables(db, '', { upgradeFolder: folder })).upgraded).toBeUndefined();
      });
    });

    it('finishes a rebuild that stopped after the old table was dropped, from the copy in the data folder', async () => {
      await withOlderOrdersTable(async (db, folder) => {
        // As a start killed mid-way leaves it: the copy written, the table gone.
        mkdirSync(folder, { recursive: true });
        const { Items } = await db.send(new ScanCommand({ TableName: 'PartyBoxOrders' }));
        writeFileSync(upgradeCopyFile(folder, 'PartyBoxOrders'), JSON.stringify(Items));
        await db.send(new DeleteTableCommand({ TableName: 'PartyBoxOrders' }));
        expect((await createTables(db, '', { upgradeFolder: folder })).upgraded).toEqual([{ table: 'PartyBoxOrders', items: 3 }]);
        await expectUpgraded(db, folder);
      });
    });

    it('moves a data folder from the status index (byStatus, byEventDate) to byEventDateStatus: every order still listed under its status', async () => {
      const oldDir = mkdtempSync(join(tmpdir(), 'partybox-embedded-status-'));
      const server = await startDynalite({ dataDir: join(oldDir, 'dynamodb') });
      const db = createDocumentClient(embeddedConnection(server, 'ap-south-1'));
      try {
        // The orders table as the release before had it: byEventDate and byStatus in place of byEventDateStatus.
        const input = createTableInput(tablesFor().order);
        const retired = Object.values(retiredOrderIndexes).map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.hashKey, KeyType: 'HASH' as const },
            ...(index.rangeKey ? [{ AttributeName: index.rangeKey, KeyType: 'RANGE' as const }] : []),
          ],
          Projection: projectionOf(index),
        }));
        await db.send(
          new CreateTableCommand({
            ...input,
            // The retired indexes' keys (Status, OrderNumber, Phone …) beside today's.
            AttributeDefinitions: [
              ...input.AttributeDefinitions!,
              ...[...new Set(retired.flatMap((index) => index.KeySchema.map((key) => key.AttributeName)))]
                .filter((name) => !input.AttributeDefinitions!.some((defined) => defined.AttributeName === name))
                .map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
            ],
            GlobalSecondaryIndexes: [...input.GlobalSecondaryIndexes!.filter((index) => index.IndexName !== 'byEventDateStatus'), ...retired],
          }),
        );
        await waitUntilTableExists({ client: db, minDelay: 1, maxDelay: 1, maxWaitTime: 30 }, { TableName: 'PartyBoxOrders' });
        const statuses = ['placed', 'confirmed', 'received', 'cancelled'];
        for (const [at, status] of statuses.entries()) {
          const orderNumber = `PB-261120-00000${at}`;
          await db.send(
            new PutCommand({
              TableName: 'PartyBoxOrders',
              Item: {
                IdempotencyKey: `before-${at}`,
                id: `before-${at}`,
                OrderNumber: orderNumber,
                Status: status,
                Listed: 'order',
                EventSort: `2026-12-01#${orderNumber}`,
              },
            }),
          );
        }
        const folder = join(oldDir, 'table-upgrades');
        expect((await createTables(db, '', { upgradeFolder: folder })).upgraded).toEqual([{ table: 'PartyBoxOrders', items: 4 }]);
        const { Table } = await db.send(new DescribeTableCommand({ TableName: 'PartyBoxOrders' }));
        const names = Table!.GlobalSecondaryIndexes!.map((index) => index.IndexName);
        expect(names).toContain('byEventDateStatus');
        expect(names).not.toContain('byStatus');
        expect(names).not.toContain('byEventDate');
        const repo = new Repository(db);
        const tables = tablesFor();
        const orders = new OrderRepository(repo, tables.order, () => 'unused', new OrderSearchIndex(repo, tables.orderSearch));
        const listed = async (status: string) =>
          (await listOrders(orders, planOrderList(tables.order, { status }, '2026-11-21'))).items.map((order) => order.IdempotencyKey);
        expect(await listed('placed')).toEqual(['before-0', 'before-2']);
        expect(await listed('confirmed')).toEqual(['before-1']);
        expect(await listed('cancelled')).toEqual(['before-3']);
      } finally {
        db.destroy();
        await server.stop();
        rmSync(oldDir, { recursive: true, force: true });
      }
    });

    it('lists the open draft orders saved before the openDrafts index, and only those, once', async () => {
      const oldDir = mkdtempSync(join(tmpdir(), 'partybox-embedded-drafts-'));
      const server = await startDynalite({ dataDir: join(oldDir, 'dynamodb') });
      const db = createDocumentClient(embeddedConnection(server, 'ap-south-1'));
      try {
        // The checkouts table as the release before had it (no openDrafts index), with drafts written then: no DraftOpen.
        const checkouts = tablesFor().checkout;
        const input = createTableInput(checkouts);
        await db.send(
          new CreateTableCommand({ ...input, AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }], GlobalSecondaryIndexes: undefined }),
        );
        await waitUntilTableExists({ client: db, minDelay: 1, maxDelay: 1, maxWaitTime: 30 }, { TableName: checkouts.name });
        const later = Math.floor(Date.now() / 1000) + 3600;
        const drafts = {
          open: {},
          placed: { Status: 'completed', OrderId: 'placed-order' },
          discarded: { DiscardedAt: new Date().toISOString() },
          expired: { ExpiresAt: Math.floor(Date.now() / 1000) - 60 },
        };
        for (const [id, fields] of Object.entries(drafts)) {
          const item = { id, Status: 'open', DraftBy: 'Priya Shah', CreatedAt: '2026-11-20T10:00:00.000Z', ExpiresAt: later, ...fields };
          await db.send(new PutCommand({ TableName: checkouts.name, Item: item }));
        }
        const folder = join(oldDir, 'table-upgrades');
        const result = await createTables(db, '', { upgradeFolder: folder });
        expect(result.upgraded).toEqual([{ table: checkouts.name, items: 4 }]);
        expect(result.draftsOpened).toBe(1);
        // What /admin/drafts reads: the openDrafts index.
        const listed = await db.send(
          new QueryCommand({
            TableName: checkouts.name,
            IndexName: 'openDrafts',
            KeyConditionExpression: 'DraftOpen = :o',
            ExpressionAttributeValues: { ':o': 'open' },
          }),
        );
        expect(listed.Items!.map((item) => item.id)).toEqual(['open']);
        expect((await createTables(db, '', { upgradeFolder: folder })).draftsOpened).toBeUndefined();
      } finally {
        db.destroy();
        await server.stop();
        rmSync(oldDir, { recursive: true, force: true });
      }
    });
  });
});
