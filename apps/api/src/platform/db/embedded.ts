// Runs dynalite (a DynamoDB-compatible server on LevelDB) inside this process, so the store needs no other service.
// It runs in a worker thread: on the API's own thread every write cost two HTTP exchanges (the customer's and the
// SDK's to dynalite) plus dynalite's work, and the machine's other core sat idle (README, "Bench: where the time goes").
import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { Level } from 'level';
import type { Connection } from './client';

/** A running embedded database. `stop()` closes the listener, flushes LevelDB to disk and ends its thread. */
export interface EmbeddedDatabase {
  readonly endpoint: string;
  readonly port: number;
  /** Whether it accepts connections (false between `interrupt()` and `resume()`, and after `stop()`). */
  readonly listening: boolean;
  /** Closes the listener and LevelDB but keeps the thread, so `resume()` brings the same data back on the same port: an outage, for tests. */
  interrupt(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** Credentials for the local endpoint only: dynalite checks their shape, not their value. */
export const localCredentials = { accessKeyId: 'partybox-local', secretAccessKey: 'partybox-local' } as const;

/**
 * Starts dynalite on 127.0.0.1 (a random free port unless `port` is given) in its own worker thread. With `dataDir`
 * the data is kept on disk there and survives restarts; without it the data lives in memory.
 */
export async function startDynalite(options: { dataDir?: string; port?: number } = {}): Promise<EmbeddedDatabase> {
  if (options.dataDir) await assertDataDirFree(options.dataDir);
  const worker = new Worker(new URL('./dynalite-worker.mjs', import.meta.url), {
    workerData: { path: options.dataDir, port: options.port ?? 0 },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  const fail = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', ({ id, value, error }: { id: number; value?: unknown; error?: { message: string; code?: string } }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (error) waiting?.reject(Object.assign(new Error(error.message), error.code && { code: error.code }));
    else waiting?.resolve(value);
  });
  // A crashed thread leaves the store without a database: its writes answer 503 as in any outage.
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('the embedded database thread has ended')));
  const ask = (command: 'listen' | 'close') =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, command });
    });

  let listening = false;
  let port: number;
  try {
    port = (await ask('listen')) as number;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  listening = true;
  let stopped: Promise<void> | undefined;
  const interrupt = async () => {
    if (!listening) return;
    listening = false;
    await ask('close');
  };
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    get listening() {
      return listening;
    },
    interrupt,
    resume: async () => {
      await ask('listen');
      listening = true;
    },
    stop: () =>
      (stopped ??= (async () => {
        // Waits for pending writes and closes LevelDB before the thread ends.
        await interrupt();
        await worker.terminate();
      })()),
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
