// The import boundaries from CONVENTIONS.md between workspaces (packages never import apps) and inside the web app
// (features never import each other, lib/ reads no store). The API's layers are in api-layers.mjs.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '../..');
const packagesImportNoApp = 'Packages compute and never import an app; move the shared code down into a package.';

/** The folders directly inside `dir`, tests aside. */
export const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
    .map((entry) => entry.name);

/** For a package under packages/: it imports no app, by path or by name. */
export const packageBoundaries = [
  {
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: [{ target: './packages', from: './apps', message: packagesImportNoApp }] }],
      // An app a package does not depend on does not resolve, so no-restricted-paths cannot see it: name them.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@partybox/(api|web|web-e2e)(/|$)', message: packagesImportNoApp }] }],
    },
  },
];

/** For the web app at `appDir`: each folder of src/features imports no other, and src/lib reads no store. */
export function featureBoundaries(appDir) {
  const features = folders(join(appDir, 'src/features'));
  return [
    {
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: appDir,
            zones: features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; move the shared code to components/, lib/ or a package, or compose both in app/routes.',
            })),
          },
        ],
      },
    },
    {
      // lib/ holds configured libraries that any layer may call: a store read there ties every caller to global state
      // (the api client once read the checkout's id from a store). The caller passes ids and headers instead.
      files: ['src/lib/**'],
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
  ];
}
