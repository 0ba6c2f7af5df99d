// Starts Party Box: reads the environment, connects the database (embedded by default), loads the catalog, listens.
import type { AddressInfo } from 'node:net';
import { loadCatalog } from '@partybox/catalog';
import { createTables } from './db/create-tables';
import { openDatabase } from './db/open';
import { loadConfig } from './env';
import { openIdentity } from './identity/open-identity';
import { createServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const catalog = loadCatalog(config.catalogDir);
  const database = await openDatabase(config.database);
  const { db } = database;
  if (database.embedded) await createTables(db, config.tablePrefix);

  const identity = config.identity && (await openIdentity(config.identity));
  const app = await createServer({ config, db, catalog, ...(identity && { identity }) });
  app.log.info(`database: ${database.where}`);
  if (identity) app.log.info(`accounts: ${identity.where}`);

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
      await identity?.close();
      // Closing dynalite flushes and closes LevelDB, so everything written is on disk for the next start.
      await database.close();
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
