// Runs one esbuild build for api-bundle.ts in a process of its own: the build needs a plugin (the stand-ins below),
// which esbuild takes only in its asynchronous `build`, and bundleApi stays synchronous for the CDK app. Reads the
// build options as JSON on stdin; esbuild's errors go to stderr and the exit code says whether it built.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { options, standIns } = JSON.parse(readFileSync(0, 'utf8'));

/** Each stand-in: `{ importer, request, path }`, a relative `request` made from a file whose path matches `importer` resolves to `path`. */
const standInPlugin = {
  name: 'lambda-stand-ins',
  setup(esbuild) {
    for (const { importer, request, path } of standIns)
      esbuild.onResolve({ filter: new RegExp(`^${request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`) }, (args) =>
        new RegExp(importer).test(args.importer) ? { path } : undefined,
      );
  },
};

try {
  await build({ ...options, plugins: [standInPlugin] });
} catch {
  // esbuild has written its errors to stderr (logLevel); the exit code tells bundleApi.
  process.exit(1);
}
