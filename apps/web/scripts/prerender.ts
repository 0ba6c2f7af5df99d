// Prerenders every static page and every catalog page to HTML after `vite build`, so content is visible
// before any script runs: dist/client/<path>/index.html, plus dist/client/404.html for unknown paths.
// Each page paints from its HTML alone: its stylesheets are inlined (no render-blocking request) and its scripts load
// after the first paint (scripts/deferred-scripts.ts). The hashes of those inline elements go to
// dist/client/.inline-hashes.json, from which the server builds each page's Content-Security-Policy.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadCatalog } from '@partybox/catalog';
import { inlineHashesFile, type InlineHashes } from '@partybox/contracts/inline-hashes';
import { reservedRoutes } from '../src/config/paths';
import { documentTitle, noindexMeta } from '../src/lib/page-meta';
import { deferredScriptsSource, pageModulesBlock } from './deferred-scripts';
import { cspHash } from './inline-hashes';
import { entryAssets, pageAssets, pageModules, type Manifest } from './page-assets';
import { precompress } from './precompress';
import { prerenderPaths } from './prerender-paths';
import { buildSeo } from './seo/seo-build';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const client = join(dist, 'client');
const { render } = (await import(pathToFileURL(join(dist, 'server', 'entry-server.js')).href)) as typeof import('../src/entry-server');
const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const entry = entryAssets(manifest);
// Vite's tags for the entry (its script, module preloads and stylesheet) go: every page gets its own below.
const viteTags = /\s*<(script type="module"[^>]*><\/script|link rel="(modulepreload|stylesheet)"[^>]*)>/g;
const template = readFileSync(join(client, 'index.html'), 'utf8').replace(viteTags, '');
const inlineHashes: InlineHashes = {};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside <script type="application/json"> must not close the tag; data blocks never execute, so CSP allows them.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const catalog = loadCatalog(undefined, { reservedRoutes: reservedRoutes() });
const seo = await buildSeo(catalog, client);

async function page(file: string, path: string, expectedStatus: number): Promise<string> {
  const rendered = await render(path);
  if (rendered.status !== expectedStatus) throw new Error(`${path} rendered with status ${rendered.status}, expected ${expectedStatus}`);
  if (!rendered.meta) throw new Error(`${path} has no title and description`);
  const robots = rendered.meta.noindex ? `\n    <meta name="${noindexMeta.name}" content="${noindexMeta.content}" />` : '';
  const head = `<title>${escapeHtml(documentTitle(rendered.meta.title))}</title>\n    <meta name="description" content="${escapeHtml(rendered.meta.description)}" />${robots}\n    ${
    expectedStatus === 200 ? seo.headTags(path, rendered.meta) : seo.iconTags
  }`;
  // The entry's stylesheet first, then the page's, in the order the browser would add them when the route loads.
  const assets = pageAssets(manifest, pageModules(rendered.routeIds, path, Boolean(rendered.hydrationData)));
  const sheets = [...entry.css, ...assets.css.filter((sheet) => !entry.css.includes(sheet))];
  const css = sheets.map((sheet) => readFileSync(join(client, sheet), 'utf8')).join('\n');
  // The inlined sheets, named but disabled (a disabled stylesheet link is never fetched): Vite's loader of a route's
  // code sees them as present and does not fetch and apply them a second time once the page hydrates.
  const inlinedSheets = sheets.map((sheet) => `<link rel="stylesheet" href="/${sheet}" disabled>`).join('\n    ');
  const modules = pageModulesBlock(
    `/${entry.script}`,
    [...entry.imports, ...assets.js].map((chunk) => `/${chunk}`),
  );
  inlineHashes[file] = { scriptSrc: [cspHash(deferredScriptsSource)], styleSrc: [cspHash(css)] };
  const root = rendered.hydrationData ? `<div id="root" data-path="${escapeHtml(path)}">` : '<div id="root">';
  const data = rendered.hydrationData ? `<script type="application/json" id="router-data">${safeJson(rendered.hydrationData)}</script>` : '';
  return template
    .replace('<!--app-head-->', head)
    .replace('<div id="root"><!--app-html-->', `${root}${rendered.html}`)
    .replace('<!--app-data-->', `${data}\n    ${modules}\n    <script>${deferredScriptsSource}</script>`)
    .replace('</head>', `  <style>${css}</style>\n    ${inlinedSheets}\n  </head>`);
}

function write(file: string, html: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

const paths = prerenderPaths(catalog);
for (const path of paths) {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
  write(join(client, file), await page(file, path, 200));
}
write(join(client, '404.html'), await page('404.html', '/__not-found', 404));
writeFileSync(join(client, inlineHashesFile), `${JSON.stringify(inlineHashes, null, 2)}\n`);
console.log(`prerendered ${paths.length} pages and 404.html; wrote ${precompress(client)} compressed copies`);
