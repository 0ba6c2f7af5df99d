// create-tables switches on DynamoDB's TTL for the tables whose items expire (abandoned checkouts, spent limit
// windows), once, and says nothing on dynalite, which has no UpdateTimeToLive.
import { UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../platform/db/client';
import { createTables } from '../platform/db/create-tables';
import { localCredentials, startDynalite, type EmbeddedDatabase } from '../platform/db/embedded';
import { tablesFor } from '../platform/db/tables';

const expiring = Object.values(tablesFor('ttl-')).filter((table) => table.ttlAttribute);

describe('table expiry (TTL)', () => {
  let dynalite: EmbeddedDatabase;
  beforeAll(async () => {
    dynalite = await startDynalite();
  });
  afterAll(async () => dynalite?.stop());

  it('defines an expiry attribute on the checkouts and the limit counters', () => {
    expect(expiring.map((table) => [table.name, table.ttlAttribute])).toEqual([
      ['ttl-PartyBoxCheckouts', 'ExpiresAt'],
      ['ttl-PartyBoxLimits', 'ExpiresAt'],
    ]);
  });

  it('creates every table on dynalite without TTL and without an error (dynalite answers UnknownOperationException)', async () => {
    const db = createDocumentClient({ region: 'ap-south-1', endpoint: dynalite.endpoint, credentials: localCredentials });
    try {
      const result = await createTables(db, 'ttl-');
      expect(result.created).toHaveLength(Object.keys(tablesFor()).length);
      expect(result.ttlEnabled).toBeUndefined();
      await expect(
        db.send(new UpdateTimeToLiveCommand({ TableName: 'ttl-PartyBoxLimits', TimeToLiveSpecification: { Enabled: true, AttributeName: 'ExpiresAt' } })),
      ).rejects.toMatchObject({
        name: 'UnknownOperationException',
      });
    } finally {
      db.destroy();
    }
  });

  it('enables TTL once on a target that supports it, and leaves it on at the next run', async () => {
    // dynalite cannot enable TTL, so a target that can is simulated for the two TTL calls only, refusing a second
    // enable as DynamoDB does; every other call (CreateTable, DescribeTable) reaches the real dynalite.
    const db = createDocumentClient({ region: 'ap-south-1', endpoint: dynalite.endpoint, credentials: localCredentials });
    const ttl = new Map<string, string>();
    db.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { TableName: string; TimeToLiveSpecification?: { AttributeName: string } };
        if (context.commandName === 'DescribeTimeToLiveCommand') {
          const attribute = ttl.get(input.TableName);
          const description = attribute ? { TimeToLiveStatus: 'ENABLED', AttributeName: attribute } : { TimeToLiveStatus: 'DISABLED' };
          return { output: { $metadata: {}, TimeToLiveDescription: description } as never, response: {} };
        }
        if (context.commandName === 'UpdateTimeToLiveCommand') {
          if (ttl.has(input.TableName)) throw Object.assign(new Error('TimeToLive is already enabled'), { name: 'ValidationException' });
          ttl.set(input.TableName, input.TimeToLiveSpecification!.AttributeName);
          return { output: { $metadata: {}, TimeToLiveSpecification: input.TimeToLiveSpecification } as never, response: {} };
        }
        return next(args);
      },
      { step: 'initialize', name: 'simulatedTimeToLive' },
    );
    try {
      const first = await createTables(db, 'ttl2-');
      expect(first.ttlEnabled).toEqual(['ttl2-PartyBoxCheckouts', 'ttl2-PartyBoxLimits']);
      expect(Object.fromEntries(ttl)).toEqual({ 'ttl2-PartyBoxCheckouts': 'ExpiresAt', 'ttl2-PartyBoxLimits': 'ExpiresAt' });
      const second = await createTables(db, 'ttl2-');
      expect(second.ttlEnabled).toBeUndefined();
      expect(second.existing).toHaveLength(Object.keys(tablesFor()).length);
    } finally {
      db.destroy();
    }
  });
});
