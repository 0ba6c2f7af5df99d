// Bundles the pre-sign-up trigger (apps/api/src/modules/accounts/identity/pre-sign-up.ts, the rule the embedded emulator also runs)
// with esbuild in this process into a folder CDK uploads as its own small function's code.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preSignUpEntry } from '@partybox/api';
import { buildSync } from 'esbuild';

const infraRoot = fileURLToPath(new URL('../', import.meta.url));

/** Writes `index.mjs` (the handler `index.handler`) into `outDir` and answers it. */
export function bundlePreSignUp(outDir = join(infraRoot, 'build/pre-sign-up')): string {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  buildSync({
    entryPoints: [preSignUpEntry],
    outfile: join(outDir, 'index.mjs'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
  });
  return outDir;
}
