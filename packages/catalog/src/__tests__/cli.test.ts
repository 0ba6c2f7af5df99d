import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenCatalog } from './fixture';

const cli = fileURLToPath(new URL('../cli/catalog.ts', import.meta.url));

function runCheck(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, 'check', ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the catalog check command', () => {
  it('exits 0 on a clean catalog and prints the count line', () => {
    const { status, stdout } = runCheck('--dir', brokenCatalog());
    expect(status).toBe(0);
    expect(stdout.trim().split('\n').at(-1)).toBe('catalog check: 8 files, 0 errors, 1 warning');
  });

  it('exits 1 and prints each problem with file:line:col, field, value, expectation and hint', () => {
    const dir = brokenCatalog({ 'themes/beta.json': [['"basePrice": 2000', '"basePrice": "2000"']] });
    const { status, stdout } = runCheck('--dir', dir);
    expect(status).toBe(1);
    expect(stdout).toContain(
      [
        'catalog/themes/beta.json:9:16 error [schema.type] at basePrice: must be a whole number (no quotes, no decimals), not text',
        '    value:    "2000"',
        '    expected: a whole number (no quotes, no decimals): The price of the box with no add-on, in rupees.',
        '    hint:     write it without quotes: 2000',
      ].join('\n'),
    );
    expect(stdout).toContain('catalog check: 8 files, 1 error, 1 warning');
  });

  it('gives the same diagnostics as JSON with --format json', () => {
    const dir = brokenCatalog({ 'themes/alpha.json': [['"basePrice"', '"basePrise"']] });
    const { status, stdout } = runCheck('--format', 'json', '--dir', dir);
    expect(status).toBe(1);
    const report = JSON.parse(stdout) as {
      errors: number;
      warnings: number;
      diagnostics: { code: string; file: string; line: number; column: number; path: string; hint?: string }[];
    };
    expect(report.errors).toBe(2);
    expect(report.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'schema.unknown-field',
        file: 'catalog/themes/alpha.json',
        line: 9,
        column: 3,
        path: 'basePrise',
        hint: 'did you mean "basePrice"?',
      }),
    );
  });

  it('refuses an unknown format with a usage line and exit code 2', () => {
    const { status, stderr } = runCheck('--format', 'xml');
    expect(status).toBe(2);
    expect(stderr).toContain('usage: catalog check');
  });
});
