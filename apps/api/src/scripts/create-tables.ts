// CLI for `pnpm db:create-tables`: creates the API's tables on the configured target (embedded, endpoint or AWS).
import { createDocumentClient, type Connection } from '../db/client';
import { createTables } from '../db/create-tables';
import { embeddedConnection, startDynalite, type EmbeddedDatabase } from '../db/embedded';
import { loadConfig } from '../env';

async function main(): Promise<void> {
  const config = loadConfig();
  const { database } = config;
  let embedded: EmbeddedDatabase | undefined;
  let connection: Connection;
  if (database.mode === 'embedded') {
    // LevelDB allows one process at a time: this fails while the server is running on the same DATA_DIR.
    embedded = await startDynalite({ dataDir: database.dataDir });
    connection = embeddedConnection(embedded, database.region);
  } else {
    connection = { region: database.region, ...(database.mode === 'endpoint' && { endpoint: database.endpoint }) };
  }
  const db = createDocumentClient(connection);
  try {
    const target = database.mode === 'embedded' ? database.dataDir : database.mode === 'endpoint' ? database.endpoint : `AWS ${database.region}`;
    const { created, existing } = await createTables(db, config.tablePrefix);
    console.log(`Tables on ${target}:`);
    for (const name of created) console.log(`  created  ${name}`);
    for (const name of existing) console.log(`  existing ${name}`);
  } finally {
    db.destroy();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`db:create-tables failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
