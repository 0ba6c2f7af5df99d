// Readies a local store's data folder (DATA_DIR) at start-up: refuses a folder laid out the old way, and gives the
// order links a key kept in the folder when ORDER_LINK_SECRET is unset.
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError, type Config, type DataFolder } from './env';

/**
 * DATA_DIR used to name the LevelDB folder itself. Such a folder (LevelDB's `CURRENT` file at its top, no `dynamodb`
 * inside) would otherwise look empty to this version: say how to move it instead of starting a new database beside it.
 */
export function assertCurrentLayout(data: DataFolder): void {
  if (existsSync(join(data.root, 'CURRENT')) && !existsSync(data.database)) {
    throw new ConfigError(
      `DATA_DIR=${data.root} holds a database laid out the old way (DATA_DIR used to be the database folder itself). ` +
        `Move its files into ${data.database}, or set DATA_DIR to its parent folder.`,
    );
  }
}

/**
 * The key the store reads or generates once, so links in messages already sent keep working across restarts. Written
 * whole to a file of its own, then linked into place: a second process starting at the same moment either finds no
 * key or a complete one, never a half-written file.
 */
function keptLinkSecret(path: string): string {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, path);
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return readFileSync(path, 'utf8').trim();
}

/**
 * Checks the data folder and completes the configuration with ORDER_LINK_SECRET, or (embedded database or
 * DYNAMODB_ENDPOINT) one generated at first start and kept in `<DATA_DIR>/order-link-secret`. With AWS it must be set.
 */
export function prepareLocalData(config: Config): Config {
  if (config.data && config.database.mode === 'embedded') assertCurrentLayout(config.data);
  if (config.orderLinkSecret) return config;
  if (config.database.mode === 'aws' || !config.data) {
    throw new ConfigError('ORDER_LINK_SECRET must be set (at least 32 characters) with DYNAMODB_MODE=aws: it signs the links in customer messages');
  }
  return { ...config, orderLinkSecret: keptLinkSecret(config.data.orderLinkSecret) };
}
