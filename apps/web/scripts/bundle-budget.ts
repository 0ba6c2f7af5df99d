// Size budgets: the JavaScript a theme page needs before it is interactive (gzip), how much 500 more themes grow the
// first script (the catalog must stay split per page), and what the operations console adds on top of the first script
// (its own chunks, which no shop page loads). Prints the figures; exits 1 over budget.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { catalogRoot } from '@partybox/catalog';
import { build } from 'vite';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const budget = JSON.parse(readFileSync(join(appDir, 'size-budget.json'), 'utf8')) as {
  themePageJsGzipBytes: number;
  firstScriptGrowthFor500ThemesBytes: number;
  adminConsoleJsGzipBytes: number;
};

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

async function buildClient(outDir: string, catalogDir: string): Promise<Manifest> {
  process.env.PARTYBOX_CATALOG_DIR = catalogDir;
  await build({ root: appDir, configFile: join(appDir, 'vite.config.ts'), configLoader: 'runner', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunk files a manifest entry loads, with their static imports. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const gzipBytes = (outDir: string, files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);

function keyOf(manifest: Manifest, predicate: (key: string) => boolean, what: string): string {
  const key = Object.keys(manifest).find(predicate);
  if (!key) throw new Error(`the build manifest has no ${what}`);
  return key;
}

function measure(outDir: string, manifest: Manifest, themeSlug: string) {
  const entry = keyOf(manifest, (key) => manifest[key]!.isEntry === true, 'entry');
  const route = keyOf(manifest, (key) => key.endsWith('src/app/routes/catalog-page.tsx'), 'catalog page route');
  const page = keyOf(manifest, (key) => key.endsWith(`virtual:catalog/page/${themeSlug}`), `page chunk for ${themeSlug}`);
  const first = closure(manifest, entry);
  const themePage = new Set([...first, ...closure(manifest, route), ...closure(manifest, page)]);
  // The console (its layout and pages, one module): everything it loads that the first script does not.
  const consoleRoute = keyOf(manifest, (key) => key.endsWith('src/app/routes/admin.tsx'), 'console route');
  const consoleFiles = new Set([...closure(manifest, consoleRoute)].filter((file) => !first.has(file)));
  if ([...themePage].some((file) => consoleFiles.has(file) && !first.has(file))) throw new Error('a theme page loads part of the console');
  return { firstScript: gzipBytes(outDir, first), themePage: gzipBytes(outDir, themePage), console: gzipBytes(outDir, consoleFiles), files: themePage.size };
}

/** A copy of the catalog with `count` more birthday themes, generated from the superhero theme. */
function catalogWithMoreThemes(count: number): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'partybox-size-')), 'catalog');
  cpSync(catalogRoot, dir, { recursive: true });
  const template = JSON.parse(readFileSync(join(dir, 'themes', 'superhero.json'), 'utf8')) as Record<string, unknown>;
  const listingPath = join(dir, 'listings', 'birthday.json');
  const listing = JSON.parse(readFileSync(listingPath, 'utf8')) as { moreThemes?: { theme: string }[] };
  for (let i = 1; i <= count; i++) {
    const id = `generated-${i}`;
    writeFileSync(join(dir, 'themes', `${id}.json`), JSON.stringify({ ...template, id, route: `/${id}`, name: `Generated Theme ${i}` }));
    (listing.moreThemes ??= []).push({ theme: id });
  }
  writeFileSync(listingPath, JSON.stringify(listing));
  return dir;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB (${bytes} B)`;
const work = mkdtempSync(join(tmpdir(), 'partybox-size-build-'));
try {
  const real = measure(join(work, 'real'), await buildClient(join(work, 'real'), catalogRoot), 'superhero');
  const biggerCatalog = catalogWithMoreThemes(500);
  const bigger = measure(join(work, 'bigger'), await buildClient(join(work, 'bigger'), biggerCatalog), 'superhero');
  rmSync(join(biggerCatalog, '..'), { recursive: true, force: true });
  const growth = bigger.firstScript - real.firstScript;
  const rows = [
    ['theme page JS before interactive (gzip)', kb(real.themePage), `budget ${kb(budget.themePageJsGzipBytes)}`, real.themePage <= budget.themePageJsGzipBytes],
    ['  of which the first script', kb(real.firstScript), '', true],
    [
      'operations console JS beyond the first script (gzip)',
      kb(real.console),
      `budget ${kb(budget.adminConsoleJsGzipBytes)}`,
      real.console <= budget.adminConsoleJsGzipBytes,
    ],
    [
      'first script growth with 500 more themes',
      `${growth} bytes`,
      `budget ${budget.firstScriptGrowthFor500ThemesBytes} bytes`,
      growth < budget.firstScriptGrowthFor500ThemesBytes,
    ],
  ] as const;
  for (const [what, value, limit, ok] of rows) console.log(`${ok ? 'ok  ' : 'OVER'} ${what}: ${value} ${limit}`);
  const failed = rows.filter((row) => !row[3]).length;
  console.log(`size budgets: ${rows.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
