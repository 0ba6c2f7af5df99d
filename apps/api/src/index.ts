// Starts Party Box: reads the environment, connects the database (embedded by default), loads the catalog, listens.
import type { AddressInfo } from 'node:net';
import { loadCatalog } from '@partybox/catalog';
import { createTables } from './platform/db/create-tables';
import { openDatabase } from './platform/db/open';
import { isLoopbackHost, loadConfig } from './platform/env/env';
import { localBuildPortWarning } from './platform/http/build-origin';
import { openIdentity } from './modules/accounts';
import { prepareLocalData } from './platform/env/local-data';
import { openGateway } from './modules/payments';
import { onStopSignals } from './stop-signals';
import { createServer } from './server';
import { apiPaths } from '@partybox/contracts';

async function main(): Promise<void> {
  const config = prepareLocalData(loadConfig());
  const catalog = loadCatalog(config.catalogDir);
  const database = await openDatabase(config.database);
  const { db } = database;
  if (database.embedded) {
    const upgradeFolder = config.database.mode === 'embedded' ? config.database.upgradeDir : undefined;
    const { upgraded = [], renamed = [], draftsOpened } = await createTables(db, config.tablePrefix, { ...(upgradeFolder && { upgradeFolder }) });
    // Printed before the logger exists: a rebuilt table is worth a line (its items were copied and put back).
    for (const { table, items } of upgraded) console.log(`database: rebuilt ${table} with its new indexes; items kept: ${items}`);
    for (const { from, to, items } of renamed) console.log(`database: moved ${from} to ${to} (its new key); items: ${items}`);
    if (draftsOpened) console.log(`database: draft orders saved before the drafts list, listed now: ${draftsOpened}`);
  }

  const identity = config.identity && (await openIdentity(config.identity));
  // Payments: the embedded Razorpay sandbox (data and generated keys in <DATA_DIR>/razorpay) unless RAZORPAY_* are set.
  const payments = config.payments && (await openGateway(config.payments));
  const app = await createServer({ config, db, catalog, ...(identity && { identity }), ...(payments && { payments }) });
  app.log.info(`database: ${database.where}`);
  if (identity) app.log.info(`accounts: ${identity.where}`);
  if (payments) app.log.info(`payments: ${payments.where}`);

  onStopSignals({
    stop: (signal) => {
      app.log.info(`${signal}: shutting down`);
      void (async () => {
        try {
          await app.close();
          await identity?.close();
          await payments?.close();
          // Closing dynalite flushes and closes LevelDB, so everything written is on disk for the next start.
          await database.close();
          app.log.info('stopped cleanly: everything written is on disk');
          process.exit(0);
        } catch (error) {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        }
      })();
    },
    exitNow: (signal) => {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    },
    ignored: (signal) => app.log.debug(`${signal} again: already shutting down`),
  });

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  // The sandbox posts its webhooks to this server, as Razorpay posts to the URL set on its dashboard.
  await payments?.setWebhookUrl(`http://127.0.0.1:${port}${apiPaths.razorpayWebhook}`);
  app.log.info(`Party Box listening on http://${config.host}:${port}`);
  const buildWarning = localBuildPortWarning(config.webDist, port);
  if (buildWarning) app.log.warn(buildWarning);
  const embedded = database.embedded || identity?.embedded;
  if (embedded && !isLoopbackHost(config.host)) {
    app.log.warn(`HOST=${config.host}: the store with embedded data answers beyond this machine (other devices on the network can reach it)`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
