#!/usr/bin/env -S npx tsx
// `catalog check [--format json] [--dir PATH]`: validates every catalog file and cross-file rule, printing all problems at once.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkCatalogDir } from '../load';
import { countDiagnostics, formatReport, sortDiagnostics } from '../diagnostics';
import { catalogRoot } from '../paths';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { format: { type: 'string', default: 'text' }, dir: { type: 'string' } },
});

if (positionals[0] !== 'check' || (values.format !== 'text' && values.format !== 'json')) {
  console.error('usage: catalog check [--format text|json] [--dir PATH-TO-CATALOG]');
  process.exit(2);
}

// pnpm runs scripts in the package folder; INIT_CWD is where the user typed the command.
const dir = values.dir ? resolve(process.env.INIT_CWD ?? process.cwd(), values.dir) : catalogRoot;
const check = checkCatalogDir(dir, resolve(dir, '..'));
const { errors, warnings } = countDiagnostics(check.diagnostics);
if (values.format === 'json') {
  console.log(JSON.stringify({ files: check.fileCount, errors, warnings, diagnostics: sortDiagnostics(check.diagnostics) }, null, 2));
} else {
  console.log(formatReport(check.diagnostics, check.fileCount));
}
process.exit(errors > 0 ? 1 : 0);
