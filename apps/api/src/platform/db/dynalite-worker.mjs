// @ts-check
// The embedded dynalite on its own thread (started by embedded.ts): the API's thread then only parses, routes and
// signs, while dynalite's HTTP parsing, validation and LevelDB calls run here, on the machine's other core.
// Plain JavaScript so it loads in any worker, with or without a TypeScript loader (tsx, vitest).
import { parentPort, workerData } from 'node:worker_threads';
import dynalite from 'dynalite';

/** @type {{ path?: string, port: number }} */
const { path, port: requestedPort } = workerData;
// Tables become ACTIVE at once: nobody else shares this database, so there is nothing to wait for.
const server = dynalite({ ...(path && { path }), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
let port = requestedPort;

/** @returns {Promise<number>} */
function listen() {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
      resolve(port);
    });
  });
}

/** dynalite's close() stops the listener, waits for pending writes and closes LevelDB; a later listen() reopens it. */
function close() {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve(undefined))));
}

const parent = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
parent.on('message', async (/** @type {{ id: number, command: 'listen' | 'close' }} */ { id, command }) => {
  try {
    const value = command === 'listen' ? await listen() : await close();
    parent.postMessage({ id, value });
  } catch (error) {
    const { message, code } = /** @type {{ message: string, code?: string }} */ (error);
    parent.postMessage({ id, error: { message, code } });
  }
});
