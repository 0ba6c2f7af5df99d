// Reads what the store wrote: opens a stopped store's data folder with dynalite (the same engine the store
// embeds) and scans its tables over the wire with the AWS SDK.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import { unpackOrder } from '@partybox/api';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** A database opened on a data folder; close it before the store starts again on that folder. */
export interface StoredData {
  scan(table: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** Opens the database of a stopped store whose DATA_DIR is `dataDir` (the database is its `dynamodb` folder). */
export async function openStoredData(dataDir: string): Promise<StoredData> {
  const server = dynalite({ path: join(dataDir, 'dynamodb'), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: `http://127.0.0.1:${port}`, region: 'ap-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  return {
    async scan(table) {
      const result = await client.send(new ScanCommand({ TableName: table }));
      // Order items as the API reads them (their packed attributes unpacked); other records pass through as they are.
      return (result.Items ?? []).map((item) => unpackOrder<Record<string, unknown>>(item)!);
    },
    async close() {
      client.destroy();
      await new Promise<void>((resolve, reject) => server.close((error?: Error) => (error ? reject(error) : resolve())));
    },
  };
}
