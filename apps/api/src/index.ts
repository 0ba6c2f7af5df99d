// Starts Party Box: reads the environment, connects the database (embedded by default), loads the catalog, listens.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { loadCatalog } from '@partybox/catalog';
import { createTables } from './db/create-tables';
import { openDatabase } from './db/open';
import { ConfigError, loadConfig, repoRoot, type Config } from './env';
import { openIdentity } from './identity/open-identity';
import { openGateway } from './payments/open-gateway';
import { createServer } from './server';
import { apiPaths } from '@partybox/contracts';

/**
 * ORDER_LINK_SECRET, or (embedded or DYNAMODB_ENDPOINT) one generated at first start and kept beside the data
 * (`.data/order-link-secret`), so links in messages already sent keep working across restarts. With AWS it must be set.
 */
function withLinkSecret(config: Config): Config {
  if (config.orderLinkSecret) return config;
  if (config.database.mode === 'aws') {
    throw new ConfigError('ORDER_LINK_SECRET must be set (at least 32 characters) with DYNAMODB_MODE=aws: it signs the links in customer messages');
  }
  const path = join(config.database.mode === 'embedded' ? dirname(config.database.dataDir) : join(repoRoot, '.data'), 'order-link-secret');
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    try {
      writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return { ...config, orderLinkSecret: readFileSync(path, 'utf8').trim() };
}

async function main(): Promise<void> {
  const config = withLinkSecret(loadConfig());
  const catalog = loadCatalog(config.catalogDir);
  const database = await openDatabase(config.database);
  const { db } = database;
  if (database.embedded) await createTables(db, config.tablePrefix);

  const identity = config.identity && (await openIdentity(config.identity));
  // Payments: the embedded Razorpay sandbox (data and generated keys beside the database) unless RAZORPAY_* are set.
  const payments = config.payments && (await openGateway(config.payments));
  const app = await createServer({ config, db, catalog, ...(identity && { identity }), ...(payments && { payments }) });
  app.log.info(`database: ${database.where}`);
  if (identity) app.log.info(`accounts: ${identity.where}`);
  if (payments) app.log.info(`payments: ${payments.where}`);

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
      await payments?.close();
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
  // The sandbox posts its webhooks to this server, as Razorpay posts to the URL set on its dashboard.
  await payments?.setWebhookUrl(`http://127.0.0.1:${port}${apiPaths.razorpayWebhook}`);
  app.log.info(`Party Box listening on http://${config.host}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
