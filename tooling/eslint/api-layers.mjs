// The API's layers as lint rules: `modules` and `platform` (apps/api/eslint.config.mjs, the module map in
// apps/api/README.md) name, for each folder, the folders of its layer it may import. A module imports another only
// through its index.ts, a platform folder only the platform folders named, platform no module. Every arrow points down
// these lists, so no two folders can import each other. Only route files speak Fastify.
import { join } from 'node:path';
import { folders } from './boundaries.mjs';

const mayImport = (allowed) => (allowed.length > 0 ? `only ${allowed.join(', ')}` : 'no other');

/** The zones of import-x/no-restricted-paths, their paths relative to the API's folder. */
function layerZones(modules, platform) {
  return [
    {
      target: './src/platform',
      from: './src/modules',
      message: 'platform/ knows no module: move what both need into platform, or pass it in from server.ts.',
    },
    ...Object.entries(platform).flatMap(([folder, allowed]) =>
      Object.keys(platform)
        .filter((other) => other !== folder && !allowed.includes(other))
        .map((other) => ({
          target: `./src/platform/${folder}`,
          from: `./src/platform/${other}`,
          message: `platform/${folder} may import ${mayImport(allowed)} platform folder (eslint.config.mjs, apiPlatform).`,
        })),
    ),
    ...Object.entries(modules).flatMap(([module, allowed]) =>
      Object.keys(modules)
        .filter((other) => other !== module)
        .map((other) =>
          allowed.includes(other)
            ? {
                target: `./src/modules/${module}`,
                from: `./src/modules/${other}`,
                except: ['./index.ts'],
                message: `Import the ${other} module through its index.ts (export what you need there).`,
              }
            : {
                target: `./src/modules/${module}`,
                from: `./src/modules/${other}`,
                message: `The ${module} module may import ${mayImport(allowed)} module (eslint.config.mjs, apiModules; apps/api/README.md).`,
              },
        ),
    ),
    // The composition roots (server.ts, services.ts, index.ts, lambda.ts), the scripts and the benches see modules as
    // other modules do. Tests may reach inside to test a part on its own.
    ...Object.keys(modules).map((module) => ({
      target: ['./src/*.ts', './src/scripts', './bench'],
      from: `./src/modules/${module}`,
      except: ['./index.ts'],
      message: `Import the ${module} module through its index.ts (export what you need there).`,
    })),
  ];
}

/** The API's layer rules for the app at `appDir`; throws when a folder of src/modules or src/platform is not placed. */
export function apiLayers(appDir, { modules, platform }) {
  for (const [layer, map, name] of [
    ['modules', modules, 'apiModules'],
    ['platform', platform, 'apiPlatform'],
  ]) {
    const unplaced = folders(join(appDir, 'src', layer)).filter((folder) => !(folder in map));
    if (unplaced.length > 0) throw new Error(`apps/api/src/${layer}/${unplaced[0]} is not in ${name} in apps/api/eslint.config.mjs: say what it may import`);
  }
  return [
    { rules: { 'import-x/no-restricted-paths': ['error', { basePath: appDir, zones: layerZones(modules, platform) }] } },
    {
      // Domain errors, HTTP at the edge: inside a module only its route files (and accounts' cookie and session code in
      // http/) speak Fastify; services throw platform/errors' NotFound, Conflict, Gone, Unavailable or Refused, and
      // platform/http/errors.ts answers them.
      files: ['src/modules/**'],
      ignores: ['src/modules/**/*routes.ts', 'src/modules/*/http/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '^(fastify|@fastify/.*)$',
                message: 'Only route files import Fastify: throw a domain error (platform/errors) and let the route answer.',
              },
            ],
          },
        ],
      },
    },
  ];
}
