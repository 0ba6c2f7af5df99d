// What every workspace lints with: typescript-eslint's recommended set, Node's globals, and the import rules that hold
// everywhere (no `../` into another workspace, no import cycles). Layout is Prettier's job, so no style rules here.
// Not type-aware: typed linting took six times as long (about 25 s against 4 s on two cores) and mostly
// reported `any` from JSON and react-router's navigate() promises; `tsc --noEmit` already checks types.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export const baseConfig = tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/.turbo/', '**/coverage/', 'artifacts/', '**/generated/', '**/cdk.out/'],
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
    },
  },
);
