// Where things are in the repository, wherever the suite runs from.
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const webDist = fileURLToPath(new URL('../../../web/dist/client/', import.meta.url));
export const artifactsDir = fileURLToPath(new URL('../../../../artifacts/', import.meta.url));
