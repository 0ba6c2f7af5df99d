// `catalog check [--format json] [--dir PATH]` as a function: validates every catalog file and cross-file rule,
// prints all problems at once and returns the exit code. The storefront's own check (apps/web) calls it with
// the paths it reserves, so those are defined only where the storefront defines its routes.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkCatalogDir, type CheckOptions } from '../load';
import { countDiagnostics, formatReport, sortDiagnostics } from '../diagnostics';
import { catalogRoot } from '../paths';

/** Runs `catalog check` with the command-line arguments `args` (after the program name); returns the exit code. */
export function runCatalogCommand(args: readonly string[], options: CheckOptions = {}): number {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { format: { type: 'string', default: 'text' }, dir: { type: 'string' } },
  });

  if (positionals[0] !== 'check' || (values.format !== 'text' && values.format !== 'json')) {
    console.error('usage: catalog check [--format text|json] [--dir PATH-TO-CATALOG]');
    return 2;
  }

  // pnpm runs scripts in the package folder; INIT_CWD is where the user typed the command.
  const dir = values.dir ? resolve(process.env.INIT_CWD ?? process.cwd(), values.dir) : catalogRoot;
  const check = checkCatalogDir(dir, resolve(dir, '..'), options);
  const { errors, warnings } = countDiagnostics(check.diagnostics);
  if (values.format === 'json') {
    console.log(JSON.stringify({ files: check.fileCount, errors, warnings, diagnostics: sortDiagnostics(check.diagnostics) }, null, 2));
  } else {
    console.log(formatReport(check.diagnostics, check.fileCount));
  }
  return errors > 0 ? 1 : 0;
}
