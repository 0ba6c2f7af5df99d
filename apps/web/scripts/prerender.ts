// Prerenders every static page and every catalog page to HTML after `vite build`, so content is visible
// before any script runs: dist/client/<path>/index.html, plus dist/client/404.html for unknown paths.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadCatalog } from '@partybox/catalog';
import { reservedRoutes } from '../src/config/paths';
import { documentTitle, noindexMeta } from '../src/lib/page-meta';
import { pageAssets, pageModules, type Manifest } from './page-assets';
import { precompress } from './precompress';
import { prerenderPaths } from './prerender-paths';
import { buildSeo } from './seo/seo-build';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const client = join(dist, 'client');
const { render } = (await import(pathToFileURL(join(dist, 'server', 'entry-server.js')).href)) as typeof import('../src/entry-server');
const template = readFileSync(join(client, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8')) as Manifest;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside <script type="application/json"> must not close the tag; data blocks never execute, so CSP allows them.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const catalog = loadCatalog(undefined, { reservedRoutes: reservedRoutes() });
const seo = await buildSeo(catalog, client);

async function page(path: string, expectedStatus: number): Promise<string> {
  const rendered = await render(path);
  if (rendered.status !== expectedStatus) throw new Error(`${path} rendered with status ${rendered.status}, expected ${expectedStatus}`);
  if (!rendered.meta) throw new Error(`${path} has no title and description`);
  const robots = rendered.meta.noindex ? `\n    <meta name="${noindexMeta.name}" content="${noindexMeta.content}" />` : '';
  const head = `<title>${escapeHtml(documentTitle(rendered.meta.title))}</title>\n    <meta name="description" content="${escapeHtml(rendered.meta.description)}" />${robots}\n    ${
    expectedStatus === 200 ? seo.headTags(path, rendered.meta) : seo.iconTags
  }`;
  // After the entry's own stylesheet, in the order the browser would add them when the route loads.
  const assets = pageAssets(manifest, pageModules(rendered.routeIds, path, Boolean(rendered.hydrationData)));
  const assetLinks = [
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  const root = rendered.hydrationData ? `<div id="root" data-path="${escapeHtml(path)}">` : '<div id="root">';
  const data = rendered.hydrationData ? `<script type="application/json" id="router-data">${safeJson(rendered.hydrationData)}</script>` : '';
  return template
    .replace('<!--app-head-->', head)
    .replace('<div id="root"><!--app-html-->', `${root}${rendered.html}`)
    .replace('<!--app-data-->', data)
    .replace('</head>', `  ${assetLinks}\n  </head>`);
}

function write(file: string, html: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

const paths = prerenderPaths(catalog);
for (const path of paths) {
  write(path === '/' ? join(client, 'index.html') : join(client, path, 'index.html'), await page(path, 200));
}
write(join(client, '404.html'), await page('/__not-found', 404));
console.log(`prerendered ${paths.length} pages and 404.html; wrote ${precompress(client)} compressed copies`);
