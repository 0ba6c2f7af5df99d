// Starts Party Box: reads the environment, connects the database (embedded by default), loads the catalog, listens.
import type { AddressInfo } from 'node:net';
import { loadCatalog } from '@partybox/catalog';
import { createDocumentClient, type Connection } from './db/client';
import { createTables } from './db/create-tables';
import { embeddedConnection, startDynalite, type EmbeddedDatabase } from './db/embedded';
import { loadConfig } from './env';
import { createServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const catalog = loadCatalog();
  const { database } = config;

  let embedded: EmbeddedDatabase | undefined;
  let connection: Connection;
  if (database.mode === 'embedded') {
    embedded = await startDynalite({ dataDir: database.dataDir });
    connection = embeddedConnection(embedded, database.region);
  } else {
    connection = { region: database.region, ...(database.mode === 'endpoint' && { endpoint: database.endpoint }) };
  }
  const db = createDocumentClient(connection);
  if (embedded) await createTables(db, config.tablePrefix);

  const app = await createServer({ config, db, catalog });
  const where =
    database.mode === 'embedded' ? `embedded dynalite, data in ${database.dataDir}` : database.mode === 'endpoint' ? database.endpoint : `AWS DynamoDB in ${database.region}`;
  app.log.info(`database: ${where}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await app.close();
      db.destroy();
      // Closing dynalite flushes and closes LevelDB, so everything written is on disk for the next start.
      await embedded?.stop();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  app.log.info(`Party Box listening on http://${config.host}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
