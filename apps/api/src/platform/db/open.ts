// Opens the configured database (starting embedded dynalite when that is the target) for the server and the CLI.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DatabaseTarget } from '../env/env';
import { createDocumentClient, type Connection } from './client';
import { embeddedConnection, startDynalite, type EmbeddedDatabase } from './embedded';

/** An open database: its document client, where it is (for logs), and how to close it. */
export interface OpenDatabase {
  readonly db: DynamoDBDocumentClient;
  readonly embedded: EmbeddedDatabase | undefined;
  /** Where the data is, for people: the data folder, the endpoint or the AWS region. */
  readonly where: string;
  /** Destroys the client and, for the embedded database, flushes and closes LevelDB. */
  close(): Promise<void>;
}

/** Connects to `target`; in embedded mode first starts dynalite on the data folder (one process at a time). */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let connection: Connection;
  if (target.mode === 'embedded') {
    embedded = await startDynalite({ dataDir: target.dataDir });
    connection = embeddedConnection(embedded, target.region);
  } else {
    connection = { region: target.region, ...(target.mode === 'endpoint' && { endpoint: target.endpoint }) };
  }
  const db = createDocumentClient(connection);
  const where =
    target.mode === 'embedded'
      ? `embedded dynalite, data in ${target.dataDir}`
      : target.mode === 'endpoint'
        ? target.endpoint
        : `AWS DynamoDB in ${target.region}`;
  return {
    db,
    embedded,
    where,
    close: async () => {
      db.destroy();
      await embedded?.stop();
    },
  };
}
