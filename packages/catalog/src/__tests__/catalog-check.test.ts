import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCatalogDir, sortDiagnostics, type Diagnostic } from '../index';
import { brokenCatalog } from './fixture';

function check(dir: string, reservedRoutes: readonly string[] = []) {
  const result = checkCatalogDir(dir, join(dir, '..'), { reservedRoutes });
  const brief = (d: Diagnostic) => ({ severity: d.severity, code: d.code, at: `${d.file}:${d.line}:${d.column}`, path: d.path, value: d.value, hint: d.hint });
  return {
    ...result,
    errors: result.diagnostics.filter((d) => d.severity === 'error').map(brief),
    warnings: result.diagnostics.filter((d) => d.severity === 'warning').map(brief),
  };
}

describe('catalog check on a valid catalog', () => {
  it('reports no error, resolves add-ons and warns about a label price that differs', () => {
    const result = check(brokenCatalog());
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      {
        severity: 'warning',
        code: 'addon.label-price-differs',
        at: 'catalog/themes/beta.json:14:70',
        path: 'addons.overrides.topper.labelPrice',
        value: '250',
        hint: undefined,
      },
    ]);
    const beta = result.catalog?.themes.find((theme) => theme.id === 'beta');
    expect(beta?.addons).toEqual([{ key: 'topper', label: 'Gold Topper', price: 150, labelPrice: 250 }]);
    expect(result.catalog?.listings[0]?.themes.map((card) => card.name)).toEqual(['Alpha Party', 'Beta!']);
  });
});

describe('catalog check on broken catalogs', () => {
  it('points at a misspelt field name and suggests the right one', () => {
    const result = check(brokenCatalog({ 'themes/alpha.json': [['"basePrice"', '"basePrise"']] }));
    expect(result.errors).toEqual([
      { severity: 'error', code: 'schema.missing-field', at: 'catalog/themes/alpha.json:1:1', path: '', value: undefined, hint: undefined },
      {
        severity: 'error',
        code: 'schema.unknown-field',
        at: 'catalog/themes/alpha.json:9:3',
        path: 'basePrise',
        value: '"basePrise"',
        hint: 'did you mean "basePrice"?',
      },
    ]);
    expect(result.diagnostics.find((d) => d.code === 'schema.missing-field')?.message).toBe('required field "basePrice" is missing');
    expect(result.catalog).toBeUndefined();
  });

  it('points at a price written as a string and says how to write it', () => {
    const result = check(brokenCatalog({ 'themes/beta.json': [['"basePrice": 2000', '"basePrice": "2000"']] }));
    expect(result.errors).toEqual([
      {
        severity: 'error',
        code: 'schema.type',
        at: 'catalog/themes/beta.json:9:16',
        path: 'basePrice',
        value: '"2000"',
        hint: 'write it without quotes: 2000',
      },
    ]);
    const diagnostic = result.diagnostics.find((d) => d.code === 'schema.type')!;
    expect(diagnostic.message).toBe('must be a whole number (no quotes, no decimals), not text');
    expect(diagnostic.expected).toContain('The price of the box with no add-on, in rupees.');
  });

  it('points at an unknown add-on key in omit and overrides, with a did-you-mean', () => {
    const result = check(
      brokenCatalog({
        'themes/beta.json': [
          ['"omit": ["balloons"]', '"omit": ["baloons"]'],
          ['"topper": {', '"toper": {'],
        ],
      }),
    );
    expect(result.errors).toEqual([
      {
        severity: 'error',
        code: 'addon.unknown-key',
        at: 'catalog/themes/beta.json:13:14',
        path: 'addons.omit[0]',
        value: '"baloons"',
        hint: 'did you mean "balloons"?',
      },
      {
        severity: 'error',
        code: 'addon.unknown-key',
        at: 'catalog/themes/beta.json:14:20',
        path: 'addons.overrides.toper',
        value: '"toper"',
        hint: 'did you mean "topper"?',
      },
    ]);
  });

  it('finds a duplicated route whatever its case and names the first place', () => {
    const result = check(brokenCatalog({ 'themes/beta.json': [['"/beta"', '"/ALPHA"']] }));
    expect(result.errors).toEqual([
      { severity: 'error', code: 'route.duplicate', at: 'catalog/themes/beta.json:3:12', path: 'route', value: '"/ALPHA"', hint: undefined },
    ]);
    expect(result.diagnostics[0]?.message).toBe('route "/ALPHA" is already used by catalog/themes/alpha.json:3:12');
  });

  it('refuses a route the storefront reserves, whatever its case, and only when the storefront reserves it', () => {
    const dir = brokenCatalog({ 'themes/beta.json': [['"/beta"', '"/Cart"']] });
    const result = check(dir, ['/cart', '/api']);
    expect(result.errors.map((e) => [e.code, e.at])).toEqual([['route.duplicate', 'catalog/themes/beta.json:3:12']]);
    expect(result.diagnostics[0]?.message).toBe('route "/Cart" is already used by a page of the storefront itself');
    expect(check(dir, ['/api']).errors).toEqual([]);
  });

  it('reports a missing comma with its line and column, and suppresses follow-on errors about that file', () => {
    const result = check(brokenCatalog({ 'themes/alpha.json': [['"name": "Alpha Party",', '"name": "Alpha Party"']] }));
    expect(result.errors).toEqual([
      { severity: 'error', code: 'json.syntax', at: 'catalog/themes/alpha.json:5:3', path: '', value: '"\\"occasion\\""', hint: undefined },
    ]);
    expect(result.diagnostics[0]?.message).toBe('invalid JSON: a comma is missing between two items');
  });

  it('reports a listing card for a theme that does not exist', () => {
    const result = check(brokenCatalog({ 'listings/party.json': [['{ "theme": "alpha" }', '{ "theme": "alfa" }']] }));
    expect(result.errors).toEqual([
      {
        severity: 'error',
        code: 'listing.unknown-theme',
        at: 'catalog/listings/party.json:8:25',
        path: 'themes[0].theme',
        value: '"alfa"',
        hint: 'did you mean "alpha"?',
      },
    ]);
    expect(result.warnings.map((w) => w.code)).toContain('theme.unreachable');
  });

  it('reports a missing image file', () => {
    const dir = brokenCatalog();
    rmSync(join(dir, 'images', 'beta.svg'));
    const result = check(dir);
    expect(result.errors).toEqual([
      { severity: 'error', code: 'image.missing', at: 'catalog/themes/beta.json:8:21', path: 'image.src', value: '"beta.svg"', hint: undefined },
    ]);
  });

  it('reports a duplicate theme id in both places and an id that differs from its file name', () => {
    const result = check(brokenCatalog({ 'themes/beta.json': [['"id": "beta"', '"id": "alpha"']] }));
    expect(result.errors.map((e) => [e.code, e.at])).toEqual([
      ['file.id-mismatch', 'catalog/themes/beta.json:2:9'],
      ['theme.duplicate-id', 'catalog/themes/beta.json:2:9'],
      // The listing's card for "beta" now names a theme no file declares.
      ['listing.unknown-theme', 'catalog/listings/party.json:8:47'],
    ]);
    expect(result.diagnostics.find((d) => d.code === 'theme.duplicate-id')?.message).toBe('theme id "alpha" is already used by catalog/themes/alpha.json:2:9');
  });

  it('reports an unknown add-on set and an unknown occasion with suggestions', () => {
    const result = check(
      brokenCatalog({
        'themes/alpha.json': [
          ['"include": ["basic"]', '"include": ["basik"]'],
          ['"occasion": "party"', '"occasion": "parti"'],
        ],
      }),
    );
    expect(result.errors.map((e) => [e.code, e.at, e.hint])).toEqual([
      ['theme.unknown-occasion', 'catalog/themes/alpha.json:5:15', 'did you mean "party"?'],
      ['addon.unknown-set', 'catalog/themes/alpha.json:12:17', 'did you mean "basic"?'],
    ]);
  });

  it('reports an add-on offered twice on one page', () => {
    const result = check(brokenCatalog({ 'themes/alpha.json': [['"key": "cake"', '"key": "topper"']] }));
    expect(result.errors.map((e) => [e.code, e.at, e.path])).toEqual([['addon.duplicate-key', 'catalog/themes/alpha.json:13:15', 'addons.items[0]']]);
  });

  it('reports an add-on set that includes itself', () => {
    const result = check(brokenCatalog({ 'addons/basic.json': [['"description"', '"include": ["basic"],\n  "description"']] }));
    expect(result.errors.map((e) => e.code)).toEqual(['addon.set-cycle']);
  });

  it('reports every problem of every file in one run', () => {
    const result = check(
      brokenCatalog({
        'themes/alpha.json': [['"summary"', '"sumary"']],
        'themes/beta.json': [
          ['"basePrice": 2000', '"basePrice": "2000"'],
          ['"/beta"', '"/alpha"'],
          ['"omit": ["balloons"]', '"omit": ["baloons"]'],
        ],
        'listings/party.json': [['"id": "party",', '"id": "party"']],
      }),
    );
    expect(
      sortDiagnostics(result.diagnostics)
        .filter((d) => d.severity === 'error')
        .map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`),
    ).toEqual([
      'catalog/listings/party.json:3:3 json.syntax',
      'catalog/themes/alpha.json:1:1 schema.missing-field',
      'catalog/themes/alpha.json:6:3 schema.unknown-field',
      'catalog/themes/beta.json:3:12 route.duplicate',
      'catalog/themes/beta.json:9:16 schema.type',
      'catalog/themes/beta.json:13:14 addon.unknown-key',
    ]);
  });
});

describe('catalog check on a broken delivery calendar', () => {
  const messages = (result: ReturnType<typeof check>) =>
    result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line} ${d.code} at ${d.path}: ${d.message}`);

  it('refuses a cut-off that is not a time of day, naming the field', () => {
    const result = check(brokenCatalog({ 'calendar.json': [['"cutoffTime": "18:00"', '"cutoffTime": "6pm"']] }));
    expect(result.errors.map((e) => [e.code, e.path, e.value])).toEqual([['schema.pattern', 'cutoffTime', '"6pm"']]);
    expect(result.catalog).toBeUndefined();
  });

  it('refuses a hold of no minutes, or longer than an hour, naming the field', () => {
    const none = check(brokenCatalog({ 'calendar.json': [['"holdMinutes": 10', '"holdMinutes": 0']] }));
    expect(none.errors.map((e) => [e.code, e.path, e.value])).toEqual([['schema.minimum', 'holdMinutes', '0']]);
    const long = check(brokenCatalog({ 'calendar.json': [['"holdMinutes": 10', '"holdMinutes": 90']] }));
    expect(long.errors.map((e) => [e.code, e.path, e.value])).toEqual([['schema.maximum', 'holdMinutes', '90']]);
  });

  it('refuses a slot that ends before it starts, a slot id given twice and a day capacity the slots cannot deliver', () => {
    const result = check(
      brokenCatalog({
        'calendar.json': [
          ['"end": "12:00"', '"end": "08:00"'],
          ['"id": "evening"', '"id": "midday"'],
          ['"ordersPerDay": 12', '"ordersPerDay": 20'],
        ],
      }),
    );
    expect(messages(result)).toEqual([
      'catalog/calendar.json:8 calendar.slot-order at slots[0].end: slot ends (08:00) before it starts (09:00)',
      'catalog/calendar.json:10 calendar.duplicate-slot at slots[2].id: slot id "midday" is already used by catalog/calendar.json:9:13',
      'catalog/calendar.json:6 calendar.capacity-unreachable at ordersPerDay: 20 orders a day, but the slots together deliver only 12',
    ]);
  });

  it('refuses a blocked date that does not exist, one blocked twice and one without a reason', () => {
    const result = check(
      brokenCatalog({
        'calendar.json': [
          ['"date": "2026-12-25"', '"date": "2026-02-30"'],
          ['{ "date": "2027-01-01", "reason": "Closed for New Year\'s Day" }', '{ "date": "2027-01-01", "reason": "A" }, { "date": "2027-01-01" }'],
        ],
      }),
    );
    expect(messages(result)).toEqual([
      'catalog/calendar.json:14 schema.missing-field at blockedDates[2]: required field "reason" is missing',
      'catalog/calendar.json:13 calendar.no-such-date at blockedDates[0].date: 2026-02-30 is not a date on the calendar',
      'catalog/calendar.json:14 calendar.duplicate-date at blockedDates[2].date: 2027-01-01 is already blocked by catalog/calendar.json:14:15',
    ]);
  });

  it('requires the calendar file', () => {
    const dir = brokenCatalog();
    rmSync(join(dir, 'calendar.json'));
    expect(check(dir).errors.map((e) => [e.code, e.at])).toEqual([['file.missing', 'catalog/calendar.json:1:1']]);
  });
});
