#!/usr/bin/env -S npx tsx
// `catalog check [--format json] [--dir PATH]` on the catalog alone. `pnpm catalog:check` runs the storefront's
// check instead (apps/web/scripts/catalog-check.ts), which adds the paths the storefront keeps for itself.
import { runCatalogCommand } from './run-check';

process.exit(runCatalogCommand(process.argv.slice(2)));
