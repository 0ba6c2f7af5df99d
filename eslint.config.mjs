// One ESLint config for the whole monorepo (every workspace's `lint` script finds it by walking up).
// It keeps rules that catch real problems: typescript-eslint's recommended set, the rules of hooks,
// and the import boundaries from CONVENTIONS.md (features never import each other, packages never
// import apps, no `../` into another workspace, no import cycles, the API's modules on its platform
// layer). Layout is Prettier's job, so no style rules here.
// Not type-aware: typed linting took six times as long (about 25 s against 4 s on two cores) and mostly
// reported `any` from JSON and react-router's navigate() promises; `tsc --noEmit` already checks types.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const folders = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
    .map((entry) => entry.name);
const features = folders('apps/web/src/features');

// The API's layers (the module map in apps/api/README.md): each module may import only the modules named here, and
// only through their index.ts; each platform folder only the platform folders named here; platform no module. Every
// arrow points down these lists, so no two folders can import each other.
const apiModules = {
  messages: [],
  accounts: ['messages'],
  inbox: ['accounts', 'messages'],
  orders: ['accounts', 'messages'],
  payments: ['orders'],
  delivery: ['accounts'],
  checkout: ['accounts', 'inbox', 'orders', 'delivery'],
  reports: ['accounts', 'orders'],
};
const apiPlatform = {
  errors: [],
  env: [],
  settings: [],
  observability: [],
  catalog: [],
  loading: [],
  db: ['env', 'errors'],
  limits: ['db', 'env'],
  http: ['db', 'env', 'errors', 'limits', 'loading', 'observability'],
};
for (const [layer, map] of [
  ['modules', apiModules],
  ['platform', apiPlatform],
]) {
  const unplaced = folders(`apps/api/src/${layer}`).filter((name) => !(name in map));
  if (unplaced.length > 0) throw new Error(`apps/api/src/${layer}/${unplaced[0]} is not in the API's layers in eslint.config.mjs: say what it may import`);
}
const api = './apps/api/src';
const mayImport = (allowed) => (allowed.length > 0 ? `only ${allowed.join(', ')}` : 'no other');
const apiZones = [
  {
    target: `${api}/platform`,
    from: `${api}/modules`,
    message: 'platform/ knows no module: move what both need into platform, or pass it in from server.ts.',
  },
  ...Object.entries(apiPlatform).flatMap(([folder, allowed]) =>
    Object.keys(apiPlatform)
      .filter((other) => other !== folder && !allowed.includes(other))
      .map((other) => ({
        target: `${api}/platform/${folder}`,
        from: `${api}/platform/${other}`,
        message: `platform/${folder} may import ${mayImport(allowed)} platform folder (eslint.config.mjs, apiPlatform).`,
      })),
  ),
  ...Object.entries(apiModules).flatMap(([module, allowed]) =>
    Object.keys(apiModules)
      .filter((other) => other !== module)
      .map((other) =>
        allowed.includes(other)
          ? {
              target: `${api}/modules/${module}`,
              from: `${api}/modules/${other}`,
              except: ['./index.ts'],
              message: `Import the ${other} module through its index.ts (export what you need there).`,
            }
          : {
              target: `${api}/modules/${module}`,
              from: `${api}/modules/${other}`,
              message: `The ${module} module may import ${mayImport(allowed)} module (eslint.config.mjs, apiModules; apps/api/README.md).`,
            },
      ),
  ),
  // The composition roots (server.ts, services.ts, index.ts, lambda.ts), the scripts and the benches see modules as
  // other modules do. Tests may reach inside to test a part on its own.
  ...Object.keys(apiModules).map((module) => ({
    target: [`${api}/*.ts`, `${api}/scripts`, './apps/api/bench'],
    from: `${api}/modules/${module}`,
    except: ['./index.ts'],
    message: `Import the ${module} module through its index.ts (export what you need there).`,
  })),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/.turbo/', '**/coverage/', 'artifacts/', '**/generated/', '**/cdk.out/', 'apps/infra/build/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Resolves relative and workspace imports the way Vite and tsx do, so the boundary rules
      // see the real file behind `../../cart/...` or `@partybox/web`.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // The files import-x reads to follow imports (no-cycle walks them): without TypeScript here it sees only .js files
      // and reports no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'import-x/no-relative-packages': 'error',
      // A cycle is a missing module: move what both sides need into a third one (see CONVENTIONS.md).
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './packages',
              from: './apps',
              message: 'Packages compute and never import an app; move the shared code down into a package.',
            },
            ...features.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; move the shared code to components/, lib/ or a package, or compose both in app/routes.',
            })),
            ...apiZones,
          ],
        },
      ],
    },
  },
  {
    // An app a package does not depend on does not resolve, so no-restricted-paths cannot see it: name them.
    files: ['packages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@partybox/(api|web|web-e2e)(/|$)',
              message: 'Packages compute and never import an app; move the shared code down into a package.',
            },
          ],
        },
      ],
    },
  },
  {
    // Domain errors, HTTP at the edge: inside a module only its route files (and accounts' cookie and session code in
    // http/) speak Fastify; services throw platform/errors' NotFound, Conflict, Gone, Unavailable or Refused, and
    // platform/http/errors.ts answers them.
    files: ['apps/api/src/modules/**'],
    ignores: ['apps/api/src/modules/**/*routes.ts', 'apps/api/src/modules/*/http/**'],
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
  {
    // lib/ holds configured libraries that any layer may call: a store read there ties every caller to global state
    // (the api client once read the checkout's id from a store). The caller passes ids and headers instead.
    files: ['apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)stores(/|$)',
              message: 'lib/ reads no store: take the value (an id, a header) from the caller, or move the code that needs the store out of lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
