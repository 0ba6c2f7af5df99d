// Reads a catalog folder from disk, validates every file against its schema and the cross-file rules, and resolves it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { inspectImageFile } from './image-facts';
import { join, relative } from 'node:path';
import { countDiagnostics, formatReport, type Diagnostic } from './diagnostics';
import type { Catalog } from './model';
import { checkCatalog, type CatalogSources } from './rules';
import { createSchemaValidator, type CatalogFileKind } from './schema-validation';
import { parseSource, type SourceFile } from './source-file';
import { catalogRoot, repoRoot } from './paths';

/** The outcome of checking a catalog folder. */
export interface CatalogCheck {
  readonly diagnostics: Diagnostic[];
  readonly fileCount: number;
  /** Present only when there is no error. */
  readonly catalog?: Catalog;
}

/** Thrown by loadCatalog when the catalog has errors; its message is the full report. */
export class CatalogError extends Error {
  constructor(readonly check: CatalogCheck) {
    super(`the catalog has errors:\n${formatReport(check.diagnostics, check.fileCount)}`);
    this.name = 'CatalogError';
  }
}

function jsonFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/** What a check needs beyond the catalog itself. */
export interface CheckOptions {
  /**
   * Paths the storefront keeps for its own pages and files ("/cart", "/api" …). The storefront defines them
   * (apps/web/src/config/paths.ts) and passes them; without them, routes are only checked against each other.
   */
  readonly reservedRoutes?: readonly string[];
}

/** Checks the catalog in `dir` (default: the repository's catalog/), reporting every problem at once. */
export function checkCatalogDir(dir: string = catalogRoot, displayRoot: string = repoRoot, options: CheckOptions = {}): CatalogCheck {
  const diagnostics: Diagnostic[] = [];
  // A catalog without its own schema folder (a test fixture, say) is checked against the repository's schemas.
  const schemaDir = existsSync(join(dir, 'schema')) ? join(dir, 'schema') : join(catalogRoot, 'schema');
  const schemas = Object.fromEntries(jsonFilesIn(schemaDir).map((path) => [relative(schemaDir, path), JSON.parse(readFileSync(path, 'utf8')) as object]));
  const validate = createSchemaValidator(schemas);
  let fileCount = 0;

  const read = (path: string, kind: CatalogFileKind): SourceFile => {
    const display = relative(displayRoot, path).split('\\').join('/');
    fileCount++;
    if (!existsSync(path)) {
      diagnostics.push({
        severity: 'error',
        code: 'file.missing',
        file: display,
        line: 1,
        column: 1,
        path: '',
        message: `required file ${display} does not exist`,
        expected: `a ${kind} file`,
      });
      return parseSource(display, 'null');
    }
    const file = parseSource(display, readFileSync(path, 'utf8'));
    diagnostics.push(...file.syntaxDiagnostics);
    if (file.value !== undefined) diagnostics.push(...validate(kind, file));
    return file;
  };

  const sources: CatalogSources = {
    themes: jsonFilesIn(join(dir, 'themes')).map((path) => read(path, 'theme')),
    listings: jsonFilesIn(join(dir, 'listings')).map((path) => read(path, 'listing')),
    addonSets: jsonFilesIn(join(dir, 'addons')).map((path) => read(path, 'addon-set')),
    site: read(join(dir, 'site.json'), 'site'),
    packages: read(join(dir, 'packages.json'), 'packages'),
    deliveryArea: read(join(dir, 'delivery-area.json'), 'delivery-area'),
    calendar: read(join(dir, 'calendar.json'), 'calendar'),
  };
  const imagesDir = join(dir, 'images');
  const rules = checkCatalog(sources, { inspectImage: (src) => inspectImageFile(join(imagesDir, src)), reservedRoutes: options.reservedRoutes ?? [] });
  diagnostics.push(...rules.diagnostics);
  const clean = countDiagnostics(diagnostics).errors === 0;
  return { diagnostics, fileCount, ...(clean && { catalog: rules.build() }) };
}

/** Loads the resolved catalog; throws CatalogError, listing every problem, when it has errors. */
export function loadCatalog(dir: string = catalogRoot, options: CheckOptions = {}): Catalog {
  const check = checkCatalogDir(dir, repoRoot, options);
  if (!check.catalog) throw new CatalogError(check);
  return check.catalog;
}
