// Where the catalog lives on disk, resolved from this package's location so any working directory works.
import { fileURLToPath } from 'node:url';

/** The repository's catalog/ folder. */
export const catalogRoot = fileURLToPath(new URL('../../../catalog/', import.meta.url));

/** The repository root, for printing paths relative to it. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
