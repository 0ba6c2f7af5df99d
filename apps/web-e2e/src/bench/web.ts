// `pnpm bench:web`: Lighthouse 12 (mobile preset, simulated throttling) on home, a theme page, a listing, /cart and
// /customize of the built store, each beside two floors measured in the same run on the same server:
// - the same page without its scripts (same HTML and CSS; module scripts and module preloads removed), which is
//   what the page would cost if JavaScript took nothing from the first paint;
// - a plain static HTML page (no stylesheet, no image, no script): the fastest this server can answer.
// Prints each page's score, LCP, TBT, CLS and transferred JS, and LCP as ratios to both floors. Figures only:
// timings on a shared machine are noisy, so nothing here fails a build (the size budgets do that).
import { cpSync, existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { inlineHashesFile, type InlineHashes } from '@partybox/contracts/inline-hashes';
import { chromiumFlags } from '@partybox/test-browser';
import { webDist } from '../support/paths';
import { newDataDir, removeDataDir, startStore } from '../support/store-process';
import { withoutScripts } from './without-scripts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const pages = [
  ['home', '/'],
  ['theme page', '/superhero'],
  ['listing', '/birthdaytheme'],
  ['cart', '/cart'],
  ['customize', '/customize'],
] as const;
const floorPath = '/floor';

const floorHtml = `<!doctype html>
<html lang="en-IN"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor · Party Box</title><meta name="description" content="A plain page: the fastest this server can be."></head>
<body><main><h1>Party Box</h1><p>Handcrafted Celebration Kits. Themed party boxes with decor, games, tableware and return gifts, packed in Mumbai and delivered to your door.</p></main></body></html>`;

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const measured = (figures: Figures) => Number.isFinite(figures.lcp) && figures.score > 0;

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    js: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
  };
}

/** The prerendered file of a path, relative to the site folder. */
const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
/** Where the script-less copy of a page is served. */
const noScriptPath = (path: string) => `/no-scripts${path === '/' ? '/home' : path}`;

const site = join(mkdtempSync(join(tmpdir(), 'partybox-bench-web-')), 'client');
cpSync(webDist, site, { recursive: true });
mkdirSync(join(site, 'floor'));
writeFileSync(join(site, 'floor', 'index.html'), floorHtml);
// The copies keep their page's inline style, so the server must allow it for them too (as the prerender does).
const hashesPath = join(site, inlineHashesFile);
const hashes = existsSync(hashesPath) ? (JSON.parse(readFileSync(hashesPath, 'utf8')) as InlineHashes) : {};
for (const [, path] of pages) {
  const copy = pageFile(noScriptPath(path));
  mkdirSync(join(site, copy, '..'), { recursive: true });
  const html = withoutScripts(readFileSync(join(site, pageFile(path)), 'utf8'));
  // Compressed like the build's own pages, so both are sent the same way.
  writeFileSync(join(site, copy), html);
  writeFileSync(join(site, `${copy}.br`), brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(join(site, `${copy}.gz`), gzipSync(html, { level: 9 }));
  const original = hashes[pageFile(path)];
  if (original) hashes[copy] = { scriptSrc: [], styleSrc: original.styleSrc };
}
writeFileSync(hashesPath, JSON.stringify(hashes));
const dataDir = newDataDir();
const store = await startStore({ dataDir, env: { WEB_DIST: site } });
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...chromiumFlags],
});
try {
  const measure = async (path: string): Promise<Figures> => {
    // A run Lighthouse could not measure (no paint seen on an overloaded machine) is run again, up to twice as many runs.
    const samples: Figures[] = [];
    for (let attempt = 0; samples.length < runs && attempt < 2 * runs; attempt++) {
      const figures = await audit(store.url + path, chrome.port);
      if (measured(figures)) samples.push(figures);
      else console.warn(`${path}: a Lighthouse run gave no figures; running it again`);
    }
    if (samples.length === 0) throw new Error(`Lighthouse measured nothing on ${path}`);
    const pick = (key: keyof Figures) => median(samples.map((sample) => sample[key]));
    return { score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), js: pick('js') };
  };
  const load = loadavg()[0]!.toFixed(1);
  const floor = await measure(floorPath);
  const rows: [string, Figures, Figures][] = [];
  // Each page right beside its script-less copy, so both see the same moment of a noisy machine.
  for (const [name, path] of pages) rows.push([`${name} ${path}`, await measure(path), await measure(noScriptPath(path))]);

  console.log(
    `\nbench:web ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'} (load ${load} at start); ` +
      `Lighthouse 12 mobile preset, median of ${runs} runs`,
  );
  const cell = (f: Figures) => `${String(f.score).padStart(5)} ${f.lcp.toFixed(0).padStart(7)} ${f.tbt.toFixed(0).padStart(6)} ${f.cls.toFixed(3).padStart(6)}`;
  console.log(`floor (plain static HTML)  score ${floor.score}, LCP ${floor.lcp.toFixed(0)} ms, TBT ${floor.tbt.toFixed(0)} ms, CLS ${floor.cls.toFixed(3)}\n`);
  console.log(
    `${'page'.padEnd(26)} ${'score'.padStart(5)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(6)} ${'CLS'.padStart(6)} ${'JS KB'.padStart(6)} | ` +
      `no scripts: ${'score'.padStart(5)} ${'LCP ms'.padStart(7)} ${'TBT'.padStart(6)} ${'CLS'.padStart(6)} | LCP/no-scripts  LCP/floor`,
  );
  for (const [name, page, bare] of rows) {
    console.log(
      `${name.padEnd(26)} ${cell(page)} ${(page.js / 1024).toFixed(1).padStart(6)} |             ${cell(bare)} | ` +
        `${(page.lcp / bare.lcp).toFixed(2).padStart(14)} ${(page.lcp / floor.lcp).toFixed(2).padStart(10)}`,
    );
  }
  console.log('targets: score 100, LCP at most 1.2x the page without scripts and 1.3x the floor, TBT under 50 ms, CLS under 0.01');
} finally {
  await chrome.kill();
  await store.stop();
  removeDataDir(dataDir);
  rmSync(join(site, '..'), { recursive: true, force: true });
}
