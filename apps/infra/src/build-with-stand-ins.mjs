// Runs one esbuild build for api-bundle.ts in a process of its own: the build needs a plugin (the stand-ins below),
// which esbuild takes only in its asynchronous `build`, and bundleApi stays synchronous for the CDK app. Reads the
// build options as JSON on stdin; esbuild's errors go to stderr and the exit code says whether it built. With
// `metafile`, esbuild's account of every input's bytes in every output is written to that path (bundle-report.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';

const { options, standIns, sdkSchemas, separateCopy, metafile } = JSON.parse(readFileSync(0, 'utf8'));

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
 * `{ schemas, keep }`: the AWS SDK clients' schema modules whose path matches `schemas` are trimmed to what the bundle
 * uses (see `sdkSchemas` in api-bundle.ts for why, and what an error not kept becomes):
 * - only the service errors named in `keep` are registered (each is one line `n0_registry.registerError(Name$, Name);`);
 * - each schema (a top-level `var Name = [...];`, an array literal) is marked pure, so esbuild drops the ones nothing
 *   reaches: it keeps them otherwise, because their traits have computed keys (`{ [_e]: _c }`) whose evaluation it
 *   cannot prove free of side effects. The value is the same array, built at the same moment.
 * A module with neither is an SDK whose layout changed: the build fails rather than carry everything again unnoticed.
 */
const sdkSchemasPlugin = {
  name: 'sdk-schemas',
  setup(esbuild) {
    if (!sdkSchemas) return;
    const keep = new Set(sdkSchemas.keep);
    esbuild.onLoad({ filter: new RegExp(sdkSchemas.schemas) }, (args) => {
      let registrations = 0;
      let schemas = 0;
      const contents = readFileSync(args.path, 'utf8')
        .replace(/^n0_registry\.registerError\((\w+)\$, \1\);$/gm, (line, name) => {
          registrations++;
          return keep.has(name) ? line : '';
        })
        .replace(/^((?:export )?var [\w$]+ = )(\[[\s\S]*?\]);$/gm, (_, declaration, array) => {
          schemas++;
          return `${declaration}/* @__PURE__ */ (() => ${array})();`;
        });
      if (registrations === 0 || schemas === 0)
        return {
          errors: [
            { text: `${args.path}: ${registrations} error registrations and ${schemas} schemas found; the SDK's layout changed (api-bundle.ts, sdkSchemas)` },
          ],
        };
      return { contents, loader: 'js' };
    });
  },
};

/**
 * `{ importer, copied }`: what the module matching `importer` imports from files matching `copied` (and they from each
 * other) is bundled as a copy of its own (namespace `separate-copy`), not shared with the rest of the bundle. esbuild
 * places whole files in chunks and a file's imports with it: a lazily imported module that used the very files a cold
 * start reads would pull everything they import (and it needs) into the chunks a start reads.
 */
const separateCopyPlugin = {
  name: 'separate-copy',
  setup(esbuild) {
    if (!separateCopy) return;
    const importer = new RegExp(separateCopy.importer);
    const copied = new RegExp(separateCopy.copied);
    esbuild.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData?.separateCopy || (args.namespace !== 'separate-copy' && !importer.test(args.importer))) return undefined;
      const { errors, path, external, sideEffects } = await esbuild.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { separateCopy: true },
      });
      if (errors.length > 0) return { errors };
      return copied.test(path) ? { path, namespace: 'separate-copy' } : { path, external, sideEffects };
    });
    esbuild.onLoad({ filter: /.*/, namespace: 'separate-copy' }, (args) => ({
      contents: readFileSync(args.path, 'utf8'),
      loader: args.path.endsWith('.ts') ? 'ts' : 'js',
      resolveDir: dirname(args.path),
    }));
  },
};

try {
  const result = await build({ ...options, metafile: Boolean(metafile), plugins: [separateCopyPlugin, standInPlugin, sdkSchemasPlugin] });
  if (metafile) writeFileSync(metafile, JSON.stringify(result.metafile));
} catch {
  // esbuild has written its errors to stderr (logLevel); the exit code tells bundleApi.
  process.exit(1);
}
