// Runs dynalite (a DynamoDB-compatible server on LevelDB) inside this process, so the store needs no other service.
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import { Level } from 'level';
import type { Connection } from './client';

/** A running embedded database. `stop()` closes the listener and flushes LevelDB to disk. */
export interface EmbeddedDatabase {
  readonly server: Server;
  readonly endpoint: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** Credentials for the local endpoint only: dynalite checks their shape, not their value. */
export const localCredentials = { accessKeyId: 'partybox-local', secretAccessKey: 'partybox-local' } as const;

/**
 * Starts dynalite on 127.0.0.1 (a random free port unless `port` is given). With `dataDir` the data is kept
 * on disk there and survives restarts; without it the data lives in memory.
 */
export async function startDynalite(options: { dataDir?: string; port?: number } = {}): Promise<EmbeddedDatabase> {
  if (options.dataDir) await assertDataDirFree(options.dataDir);
  // Tables become ACTIVE at once: nobody else shares this database, so there is nothing to wait for.
  const server = dynalite({ ...(options.dataDir && { path: options.dataDir }), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  let stopped: Promise<void> | undefined;
  return {
    server,
    port,
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      // dynalite's close() stops the listener, then waits for pending writes and closes LevelDB.
      (stopped ??= new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))),
  };
}

/**
 * LevelDB lets one process open a folder at a time. dynalite would only find out on the first request and crash
 * with "Database is closed", so open and close the folder first to fail with a message that says what to do.
 */
async function assertDataDirFree(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const probe = new Level(dataDir);
  try {
    await probe.open();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code === 'LEVEL_LOCKED') {
      throw new Error(
        `the database folder ${dataDir} is in use by another process (is Party Box already running?). Stop it, or set DATA_DIR to another folder.`,
      );
    }
    throw error;
  } finally {
    await probe.close();
  }
}

/** How to reach an embedded database: its endpoint with the local-only credentials. */
export function embeddedConnection(database: EmbeddedDatabase, region: string): Connection {
  return { region, endpoint: database.endpoint, credentials: localCredentials };
}
