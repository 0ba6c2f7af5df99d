// CLI for `pnpm db:backfill`: lists records stored before the operations console in its lists and inboxes (see
// modules/orders/backfill.ts). Run it once after adding the new indexes; running it again changes nothing.
import { backfill } from '../modules/orders';
import { openDatabase } from '../platform/db/open';
import { copyRenamedTables } from '../platform/db/renamed-tables';
import { tablesFor } from '../platform/db/tables';
import { loadConfig } from '../platform/env/env';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const tables = tablesFor(config.tablePrefix);
    // A table whose key changed (the order search table) first: its items are copied into the new one, the old one kept
    // (delete it by hand once the console's search works; see apps/api/README.md, Upgrading).
    const renamed = await copyRenamedTables(database.db, tables, config.tablePrefix, { drop: false });
    const counts = await backfill(database.db, tables);
    console.log(`Backfilled on ${database.where}:`);
    for (const { from, to, items } of renamed) console.log(`  copied ${from} to ${to}: ${items} items`);
    for (const kind of ['order', 'contact', 'customization', 'suggestion', 'subscriber', 'checkout'] as const) console.log(`  ${kind}: ${counts[kind] ?? 0}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`db:backfill failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
