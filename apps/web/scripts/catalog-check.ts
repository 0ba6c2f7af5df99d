// `pnpm catalog:check`: the catalog check with the paths the storefront keeps for itself (config/paths.ts), so
// a theme or listing can never take a page's path. Arguments are the catalog command's (`check --format json` …).
import { runCatalogCommand } from '@partybox/catalog/cli';
import { reservedRoutes } from '../src/config/paths';

process.exit(runCatalogCommand(process.argv.slice(2), { reservedRoutes: reservedRoutes() }));
