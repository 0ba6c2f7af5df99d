// CLI for `pnpm db:create-tables`: creates the API's tables on the configured target (embedded, endpoint or AWS).
import { createTables } from '../platform/db/create-tables';
import { openDatabase } from '../platform/db/open';
import { loadConfig } from '../platform/env/env';

async function main(): Promise<void> {
  const config = loadConfig();
  // LevelDB allows one process at a time: in embedded mode this fails while the server uses the same DATA_DIR.
  const database = await openDatabase(config.database);
  try {
    const upgradeFolder = config.database.mode === 'embedded' ? config.database.upgradeDir : undefined;
    const {
      created,
      existing,
      ttlEnabled = [],
      upgraded = [],
      renamed = [],
      draftsOpened,
    } = await createTables(database.db, config.tablePrefix, { ...(upgradeFolder && { upgradeFolder }) });
    console.log(`Tables on ${database.where}:`);
    for (const name of created) console.log(`  created  ${name}`);
    for (const name of existing) console.log(`  existing ${name}`);
    for (const name of ttlEnabled) console.log(`  TTL on   ${name}`);
    for (const { table, items } of upgraded) console.log(`  rebuilt  ${table} with its new indexes (${items} items kept)`);
    for (const { from, to, items } of renamed) console.log(`  moved    ${from} to ${to} (its new key; ${items} items)`);
    if (draftsOpened) console.log(`  listed   ${draftsOpened} draft orders saved before the drafts list`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`db:create-tables failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
