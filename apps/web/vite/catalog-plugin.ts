// Serves the validated catalog to the storefront as virtual modules, one chunk per theme or listing page, so a
// page downloads only its own data; copies catalog images into the build. Any catalog error (a theme taking one
// of the storefront's own paths included) fails the build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { catalogRoot, loadCatalog, type Catalog, type ResolvedImage } from '@partybox/catalog';
import type { Plugin } from 'vite';
import { reservedRoutes } from '../src/config/paths';
import { imageSizes, publishedImage } from '../src/lib/responsive-image';
import { catalogPhotos, photoRenditions } from './photo-renditions';
import { fillPolicyFigures, policyFigures } from './policy-figures';

const prefix = 'virtual:catalog/';
const resolvedPrefix = `\0${prefix}`;
const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The lower-cased path segment of every catalog page (themes, their aliases, listings) and what it shows. */
export function catalogPages(catalog: Catalog): Map<string, { kind: 'theme' | 'listing'; id: string; route: string }> {
  const pages = new Map<string, { kind: 'theme' | 'listing'; id: string; route: string }>();
  for (const theme of catalog.themes) {
    for (const route of [theme.route, ...theme.aliases]) pages.set(route.slice(1).toLowerCase(), { kind: 'theme', id: theme.id, route });
  }
  for (const listing of catalog.listings) pages.set(listing.route.slice(1).toLowerCase(), { kind: 'listing', id: listing.id, route: listing.route });
  return pages;
}

function listImages(imagesDir: string, dir = imagesDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listImages(imagesDir, path) : [relative(imagesDir, path).split('\\').join('/')];
  });
}

/**
 * A module exporting `value`; every photograph in it gets its <picture> sources (lib/responsive-image.ts), drawn
 * `sizes` wide: a card's width unless the module is a theme page, whose one image is its hero.
 */
const json = (value: unknown, sizes: string = imageSizes.card) =>
  `export default ${JSON.stringify(value, (_key, item: unknown) => (isImage(item) ? publishedImage(item, sizes) : item))};`;
const isImage = (item: unknown): item is ResolvedImage => typeof item === 'object' && item !== null && 'src' in item && 'alt' in item;

/** The source of the virtual module `virtual:catalog/<name>`, or undefined when there is none. */
export function moduleSource(catalog: Catalog, name: string): string | undefined {
  const { site } = catalog;
  switch (name) {
    case 'site':
      return json({
        brand: site.brand,
        contact: site.contact,
        shippingFee: site.shippingFee,
        // The lead time's one home is catalog/calendar.json; the pages that quote it read it here (not the whole calendar).
        leadTimeDays: catalog.calendar.leadTimeDays,
        listedPrice: site.listedPrice,
        occasions: catalog.listings.map(({ id, name: occasion, route }) => ({ id, name: occasion, route })),
      });
    case 'home':
      return json(site.home);
    case 'about':
      return json(fillPolicyFigures(site.about, policyFigures(catalog), 'about'));
    case 'faq':
      return json(fillPolicyFigures(site.faq, policyFigures(catalog), 'faq'));
    case 'policies':
      return json(fillPolicyFigures(site.policies, policyFigures(catalog), 'policies'));
    case 'payment':
      return json(site.payment);
    case 'confirmation':
      return json(site.confirmation);
    case 'occasions':
      return json(catalog.listings.map(({ id, name: occasion, route, image, intro }) => ({ id, name: occasion, route, image, intro })));
    case 'packages':
      return json({ dollarNote: catalog.packageDollarNote, packages: catalog.packages });
    case 'addon-page':
      return json(catalog.addonPage);
    case 'delivery-area':
      return json(catalog.deliveryArea);
    case 'delivery-hold':
      return json(catalog.calendar.holdTexts);
    case 'page-index': {
      const entries = [...catalogPages(catalog).keys()].map((slug) => `${JSON.stringify(slug)}: () => import(${JSON.stringify(`${prefix}page/${slug}`)})`);
      return `export default {${entries.join(',\n')}};`;
    }
    default: {
      if (!name.startsWith('page/')) return undefined;
      const page = catalogPages(catalog).get(name.slice('page/'.length));
      if (!page) return undefined;
      if (page.kind === 'theme') return json({ kind: 'theme', theme: catalog.themes.find((t) => t.id === page.id) }, imageSizes.themeHero);
      return json({ kind: 'listing', listing: catalog.listings.find((l) => l.id === page.id) });
    }
  }
}

/**
 * The Vite plugin: `import site from 'virtual:catalog/site'`, `import pages from 'virtual:catalog/page-index'` …
 * `catalogDir` defaults to the repository's catalog/ (the size benchmark passes a generated copy).
 */
export function catalogPlugin(catalogDir: string = catalogRoot): Plugin {
  let catalog: Catalog | undefined;
  let ssrBuild = false;
  const imagesDir = join(catalogDir, 'images');
  const current = () => (catalog ??= loadCatalog(catalogDir, { reservedRoutes: reservedRoutes() }));
  return {
    name: 'partybox-catalog',
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr);
    },
    buildStart() {
      catalog = loadCatalog(catalogDir, { reservedRoutes: reservedRoutes() });
      this.addWatchFile(catalogDir);
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const source = moduleSource(current(), id.slice(resolvedPrefix.length));
      if (source === undefined) this.error(`unknown catalog module ${id.slice(1)}`);
      return source;
    },
    async generateBundle() {
      if (ssrBuild) return;
      for (const file of listImages(imagesDir)) {
        this.emitFile({ type: 'asset', fileName: `images/${file}`, source: readFileSync(join(imagesDir, file)) });
      }
      for (const photo of catalogPhotos(current())) {
        for (const rendition of await photoRenditions(photo, imagesDir))
          this.emitFile({ type: 'asset', fileName: `images/${rendition.path}`, source: rendition.source });
      }
    },
    configureServer(server) {
      // Dev serves the originals and, for a photograph, its renditions, encoded on first request (then cached).
      server.middlewares.use('/images', (req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/+/, '');
        const type = contentTypes[path.slice(path.lastIndexOf('.') + 1)];
        const file = join(imagesDir, path);
        if (!file.startsWith(imagesDir) || !type) return next();
        const rendition = async () => {
          for (const photo of catalogPhotos(current())) {
            const found = (await photoRenditions(photo, imagesDir)).find((candidate) => candidate.path === path);
            if (found) return found.source;
          }
          return undefined;
        };
        (existsSync(file) ? Promise.resolve(readFileSync(file)) : rendition()).then(
          (bytes) => (bytes ? res.setHeader('Content-Type', type).end(bytes) : next()),
          next,
        );
      });
    },
  };
}
