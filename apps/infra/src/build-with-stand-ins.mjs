// Runs one esbuild build for api-bundle.ts in a process of its own: the build needs a plugin (the stand-ins below),
// which esbuild takes only in its asynchronous `build`, and bundleApi stays synchronous for the CDK app. Reads the
// build options as JSON on stdin; esbuild's errors go to stderr and the exit code says whether it built. With
// `metafile`, esbuild's account of every input's bytes in every output is written to that path (bundle-report.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const { options, standIns, errorRegistrations, metafile } = JSON.parse(readFileSync(0, 'utf8'));

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Each stand-in: `{ importer, request, path }`, a relative `request` made from a file whose path matches `importer` resolves to `path`. */
const standInPlugin = {
  name: 'lambda-stand-ins',
  setup(esbuild) {
    for (const { importer, request, path } of standIns)
      esbuild.onResolve({ filter: new RegExp(`^${escaped(request)}$`) }, (args) => (new RegExp(importer).test(args.importer) ? { path } : undefined));
  },
};

/**
 * `{ schemas, keep }`: in the AWS SDK clients' schema modules whose path matches `schemas`, only the service errors
 * named in `keep` are registered (see `sdkErrorRegistrations` in api-bundle.ts for why and what the others become).
 * Each registration is one line `n0_registry.registerError(Name$, Name);`; a schema module with none is an SDK whose
 * layout changed, and the build fails rather than carry every error class again unnoticed.
 */
const errorRegistrationsPlugin = {
  name: 'sdk-error-registrations',
  setup(esbuild) {
    if (!errorRegistrations) return;
    const keep = new Set(errorRegistrations.keep);
    esbuild.onLoad({ filter: new RegExp(errorRegistrations.schemas) }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      let registrations = 0;
      const contents = source.replace(/^n0_registry\.registerError\((\w+)\$, \1\);$/gm, (line, name) => {
        registrations++;
        return keep.has(name) ? line : '';
      });
      if (registrations === 0) return { errors: [{ text: `no service error registrations found in ${args.path}: the SDK's layout changed (api-bundle.ts)` }] };
      return { contents, loader: 'js' };
    });
  },
};

try {
  const result = await build({ ...options, metafile: Boolean(metafile), plugins: [standInPlugin, errorRegistrationsPlugin] });
  if (metafile) writeFileSync(metafile, JSON.stringify(result.metafile));
} catch {
  // esbuild has written its errors to stderr (logLevel); the exit code tells bundleApi.
  process.exit(1);
}
