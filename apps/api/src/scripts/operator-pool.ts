// What the operator:add, operator:list and operator:remove scripts share: the pool they work on (the running store's
// emulator when there is one, else the configured target), the data folder they say they use, and a clean exit.
import { loadConfig, type Config, type IdentityTarget } from '../platform/env/env';
import { runningEmulator, openIdentity, type OpenIdentity } from '../modules/accounts';

/** The embedded target becomes the running store's emulator when there is one: two processes must not share its files. */
export function reachableTarget(target: IdentityTarget): { target: IdentityTarget; viaRunningStore: boolean } {
  if (target.mode !== 'embedded') return { target, viaRunningStore: false };
  const running = runningEmulator(target.dataDir);
  return running
    ? { target: { mode: 'endpoint', endpoint: running.endpoint, region: target.region }, viaRunningStore: true }
    : { target, viaRunningStore: false };
}

/**
 * The line that says which data folder an embedded pool is read from when DATA_DIR is unset, so an operator made for
 * a store started with another folder is not made quietly elsewhere; undefined when a folder or a pool was named.
 */
export function dataFolderNotice(config: Config, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (config.identity?.mode !== 'embedded' || env.DATA_DIR?.trim() || env.COGNITO_DATA_DIR?.trim()) return undefined;
  return (
    `DATA_DIR is not set: using the default data folder ${config.data?.root ?? config.identity.dataDir} (accounts in ${config.identity.dataDir}). ` +
    'If the store runs with another folder, run this again with DATA_DIR=<that folder>.'
  );
}

/** Where the script works, as its output names it. */
export interface OperatorPool {
  readonly identity: OpenIdentity;
  readonly config: Config;
  readonly viaRunningStore: boolean;
  /** "the running store’s embedded pool", or the identity target's own description. */
  readonly where: string;
}

/** Opens the pool, runs `work` on it, closes it, and exits with `work`'s code (1 with the message on an error). */
export function runOnOperatorPool(name: string, work: (pool: OperatorPool) => Promise<number>): void {
  const run = async (): Promise<number> => {
    const config = loadConfig();
    if (!config.identity) throw new Error('accounts are not configured');
    const notice = dataFolderNotice(config);
    if (notice) console.log(notice);
    const { target, viaRunningStore } = reachableTarget(config.identity);
    const identity = await openIdentity(target);
    try {
      return await work({ identity, config, viaRunningStore, where: viaRunningStore ? 'the running store’s embedded pool' : identity.where });
    } finally {
      await identity.close();
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
