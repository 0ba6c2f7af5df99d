// `pnpm bench:web`: Lighthouse 12 (mobile preset, simulated throttling) on the home page, a theme page and
// /customize of the built store, and on a plain static HTML page served the same way in the same run (the floor).
// Prints each page's score, LCP, TBT, CLS and transferred JS, and LCP as a ratio to the floor. Figures only:
// timings on a shared machine are noisy, so nothing here fails a build (the size budgets do that).
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { webDist } from '../support/paths';
import { newDataDir, removeDataDir, startStore } from '../support/store-process';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const pages = [
  ['floor (static HTML)', '/floor'],
  ['home', '/'],
  ['theme page', '/superhero'],
  ['customize', '/customize'],
] as const;

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

const site = join(mkdtempSync(join(tmpdir(), 'partybox-bench-web-')), 'client');
cpSync(webDist, site, { recursive: true });
mkdirSync(join(site, 'floor'));
writeFileSync(join(site, 'floor', 'index.html'), floorHtml);
const dataDir = newDataDir();
const store = await startStore({ dataDir, env: { WEB_DIST: site } });
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const results: [string, Figures][] = [];
  for (const [name, path] of pages) {
    const samples: Figures[] = [];
    for (let i = 0; i < runs; i++) samples.push(await audit(store.url + path, chrome.port));
    const pick = (key: keyof Figures) => median(samples.map((sample) => sample[key]));
    results.push([name, { score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), js: pick('js') }]);
  }
  const floorLcp = results[0]![1].lcp;
  console.log(
    `\nbench:web ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; Lighthouse 12 mobile preset, median of ${runs} runs`,
  );
  console.log('page                   score   LCP ms  LCP/floor  TBT ms    CLS    JS KB');
  for (const [name, f] of results) {
    console.log(
      `${name.padEnd(22)} ${String(f.score).padStart(5)} ${f.lcp.toFixed(0).padStart(8)} ${(f.lcp / floorLcp).toFixed(2).padStart(10)} ${f.tbt.toFixed(0).padStart(7)} ${f.cls.toFixed(3).padStart(6)} ${(f.js / 1024).toFixed(1).padStart(8)}`,
    );
  }
  console.log('targets: score 100, LCP within 1.3x of the floor, TBT under 50 ms, CLS under 0.01');
} finally {
  await chrome.kill();
  await store.stop();
  removeDataDir(dataDir);
  rmSync(join(site, '..'), { recursive: true, force: true });
}
