// The one builder of update expressions (platform/db/update-expression.ts), run against dynalite: what an UpdateItem
// built with it does to a stored item, and which writes its conditions refuse.
import { ConditionalCheckFailedException, CreateTableCommand, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../platform/db/client';
import { embeddedConnection, startDynalite, type EmbeddedDatabase } from '../platform/db/embedded';
import { update, type UpdateExpression } from '../platform/db/update-expression';

const TableName = 'UpdateExpressionItems';
let server: EmbeddedDatabase;
let db: DynamoDBDocumentClient;

beforeAll(async () => {
  server = await startDynalite();
  db = createDocumentClient(embeddedConnection(server, 'ap-south-1'));
  await db.send(
    new CreateTableCommand({
      TableName,
      KeySchema: [{ AttributeName: 'Key', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'Key', AttributeType: 'S' }],
      BillingMode: 'PAY_PER_REQUEST',
    }),
  );
  await waitUntilTableExists({ client: db, minDelay: 1, maxDelay: 1, maxWaitTime: 30 }, { TableName });
});
afterAll(async () => {
  db.destroy();
  await server.stop();
});

const put = (Key: string, item: Record<string, unknown>) => db.send(new PutCommand({ TableName, Item: { Key, ...item } }));
const get = async (Key: string) => (await db.send(new GetCommand({ TableName, Key: { Key }, ConsistentRead: true }))).Item;
const apply = (Key: string, u: UpdateExpression) => db.send(new UpdateCommand({ TableName, Key: { Key }, ...u.build() }));

describe('update expressions', () => {
  it('sets, appends, removes and adds in one write, reserved words and all', async () => {
    await put('a', { Status: 'placed', Version: 1, History: ['placed'], Reference: 'old', Count: 2 });
    await apply(
      'a',
      update()
        .set('Status', 'packed')
        .set('Version', 2)
        .append('History', ['packed'])
        .append('Outbox', [{ Id: 'm1' }])
        .setIfMissing('CreatedAt', 'now')
        .setAll({ Name: 'Asha', Size: 3 })
        .remove('Reference')
        .add('Count', 5),
    );
    expect(await get('a')).toEqual({
      Key: 'a',
      Status: 'packed',
      Version: 2,
      History: ['placed', 'packed'],
      Outbox: [{ Id: 'm1' }],
      CreatedAt: 'now',
      Name: 'Asha',
      Size: 3,
      Count: 7,
    });
  });

  it('keeps what exists when asked only to set it if missing, and counts from zero', async () => {
    await put('b', { CreatedAt: 'first' });
    await apply('b', update().setIfMissing('CreatedAt', 'second').add('Count', 1));
    expect(await get('b')).toEqual({ Key: 'b', CreatedAt: 'first', Count: 1 });
  });

  it('writes into a map by a key holding any character, once', async () => {
    await put('c', { Notes: {} });
    const note = (text: string) => update().set(['Notes', 'key.with.dots #1'], text).missing(['Notes', 'key.with.dots #1']);
    await apply('c', note('first'));
    await expect(apply('c', note('second'))).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    expect(await get('c')).toEqual({ Key: 'c', Notes: { 'key.with.dots #1': 'first' } });
  });

  it('writes only while every condition holds, an OR kept together beside an AND', async () => {
    await put('d', { Status: 'open' });
    const atVersion = (expected: number) => {
      const u = update().set('Version', expected + 1);
      const version = u.name('Version');
      return u.exists('Key').when(`attribute_not_exists(${version}) OR ${version} = ${u.value(expected)}`);
    };
    // No version yet counts as version 0; then only the version stored.
    await apply('d', atVersion(0));
    await expect(apply('d', atVersion(0))).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    await apply('d', atVersion(1));
    // The item must exist: an update never creates one by mistake.
    await expect(apply('missing', atVersion(0))).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    await expect(apply('d', update().set('Status', 'closed').equals('Status', 'other'))).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    // The OR stays one condition: a closed item without a version is refused, not let through by its first half.
    await put('e', { Status: 'closed' });
    await expect(apply('e', atVersion(0).equals('Status', 'open'))).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    expect(await get('e')).toEqual({ Key: 'e', Status: 'closed' });
    expect(await get('d')).toEqual({ Key: 'd', Status: 'open', Version: 2 });
    expect(await get('missing')).toBeUndefined();
  });

  it('names each attribute once and refuses an update with nothing to do', () => {
    const u = update().set('Status', 'a').equals('Status', 'b');
    expect(u.build().ExpressionAttributeNames).toEqual({ '#n0': 'Status' });
    expect(() => update().exists('Key').build()).toThrow(/at least one SET, REMOVE or ADD/);
  });

  it('hands over the changes of the attributes asked for and sends only the placeholders the rest uses', async () => {
    await put('e', { Status: 'placed', History: ['placed'], Version: 1 });
    const u = update().set('Status', 'packed').append('History', ['packed']).remove('Outbox').add('Version', 1);
    expect(u.extract(new Set(['History', 'Outbox']))).toEqual([
      { kind: 'append', name: 'History', value: ['packed'] },
      { kind: 'remove', name: 'Outbox' },
    ]);
    const built = u.build();
    expect(Object.values(built.ExpressionAttributeNames!).sort()).toEqual(['Status', 'Version']);
    // DynamoDB refuses a placeholder its expressions do not use: the write goes through with the rest.
    await apply('e', u);
    expect(await get('e')).toEqual({ Key: 'e', Status: 'packed', History: ['placed'], Version: 2 });
    expect(() =>
      update()
        .set(['TeamNotes', 'k'], 1)
        .extract(new Set(['TeamNotes'])),
    ).toThrow(/cannot be changed by a path or an ADD/);
  });
});
