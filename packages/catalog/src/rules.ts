// Cross-file rules of the catalog (ids, routes, references, images), and the resolved catalog they guard.
import { AddonSetExpander, resolveAddonBlock, type Origin, type Report, type ResolvedAddon } from './addon-resolution';
import { formatInr } from '@partybox/pricing';
import type { Diagnostic } from './diagnostics';
import { formatOfName, minimumRasterSize, type ImageFacts } from './image-facts';
import { arrayOf, field, stringOf, valueAt } from './json-guards';
import { type Catalog, type CatalogListing, type CatalogTheme, type CatalogThemeCard } from './model';
import { diagnose, placeOf, type JsonPath, type SourceFile } from './source-file';
import { didYouMean } from './suggest';
import { checkCalendar } from './calendar-rules';
import type { DeliveryArea, DeliveryCalendar, Listing, PackageList, Site, Theme } from './generated/catalog-types';

/** Every catalog file, parsed; files with syntax errors have an undefined value. */
export interface CatalogSources {
  readonly themes: readonly SourceFile[];
  readonly listings: readonly SourceFile[];
  readonly addonSets: readonly SourceFile[];
  readonly site: SourceFile;
  readonly packages: SourceFile;
  readonly deliveryArea: SourceFile;
  readonly calendar: SourceFile;
}

/** What the rules need from outside: what each image file is, and the paths the storefront keeps for itself. */
export interface RuleContext {
  readonly inspectImage: (src: string) => ImageFacts;
  /** Paths no theme or listing may take ("/cart", "/api" …); the storefront defines them and hands them in. */
  readonly reservedRoutes: readonly string[];
}

function baseName(file: SourceFile): string {
  return file.path.slice(file.path.lastIndexOf('/') + 1).replace(/\.json$/, '');
}

/** Indexes files by the id they declare (or, when unreadable, by file name) and checks ids match names. */
function indexById(files: readonly SourceFile[], kind: string, report: Report) {
  const byId = new Map<string, SourceFile>();
  const unreadable = new Set<string>();
  for (const file of files) {
    if (file.value === undefined) {
      unreadable.add(baseName(file));
      continue;
    }
    const id = stringOf(field(file.value, 'id'));
    if (id === undefined) {
      unreadable.add(baseName(file));
      continue;
    }
    if (id !== baseName(file)) {
      report(
        { file, path: ['id'] },
        {
          code: 'file.id-mismatch',
          message: `the ${kind} id "${id}" differs from its file name "${baseName(file)}.json"`,
          value: id,
          expected: `"${baseName(file)}", or rename the file to ${id}.json`,
        },
      );
    }
    const earlier = byId.get(id);
    if (earlier) {
      report(
        { file, path: ['id'] },
        {
          code: `${kind}.duplicate-id`,
          message: `${kind} id "${id}" is already used by ${placeOf(earlier, ['id'])}`,
          value: id,
          expected: `a ${kind} id used by no other file`,
        },
      );
      continue;
    }
    byId.set(id, file);
  }
  return { byId, unreadable };
}

/**
 * Runs every cross-file rule. Returns the diagnostics and a function that builds the resolved catalog,
 * which the caller may call only when no file has any error (syntax, schema or rule).
 */
export function checkCatalog(sources: CatalogSources, context: RuleContext): { diagnostics: Diagnostic[]; build: () => Catalog } {
  const diagnostics: Diagnostic[] = [];
  const report: Report = (origin, problem) => diagnostics.push(diagnose(origin.file, origin.path, problem));
  const readable = (files: readonly SourceFile[]) => files.filter((file) => file.value !== undefined);

  const themes = indexById(sources.themes, 'theme', report);
  const listings = indexById(sources.listings, 'listing', report);
  const sets = indexById(sources.addonSets, 'addon-set', report);
  const expander = new AddonSetExpander(sets.byId, sets.unreadable, report);

  // Routes: theme routes and aliases, listing routes and the app's own paths never collide, whatever their case.
  const routeOwner = new Map<string, Origin | 'app'>(context.reservedRoutes.map((route) => [route.toLowerCase(), 'app']));
  const claimRoute = (origin: Origin) => {
    const route = stringOf(valueAt(origin.file.value, origin.path));
    if (route === undefined) return;
    const owner = routeOwner.get(route.toLowerCase());
    if (owner === undefined) {
      routeOwner.set(route.toLowerCase(), origin);
      return;
    }
    report(origin, {
      code: 'route.duplicate',
      message: `route "${route}" is already used by ${owner === 'app' ? 'a page of the storefront itself' : placeOf(owner.file, owner.path)}`,
      value: route,
      expected: 'a path no other theme, listing or storefront page uses (compared case-insensitively)',
    });
  };
  for (const file of readable(sources.themes)) {
    claimRoute({ file, path: ['route'] });
    arrayOf(field(file.value, 'aliases')).forEach((_, i) => claimRoute({ file, path: ['aliases', i] }));
  }
  for (const file of readable(sources.listings)) claimRoute({ file, path: ['route'] });

  // Each image file is inspected once; a photograph's size is kept for the resolved catalog.
  const imageFacts = new Map<string, ImageFacts>();
  const inspect = (src: string) => imageFacts.get(src) ?? imageFacts.set(src, context.inspectImage(src)).get(src)!;
  const checkImage = (file: SourceFile, path: JsonPath) => {
    const src = stringOf(valueAt(file.value, [...path, 'src']));
    if (src === undefined) return;
    const origin = { file, path: [...path, 'src'] };
    const facts = inspect(src);
    const named = formatOfName(src);
    if (facts.kind === 'missing') {
      report(origin, {
        code: 'image.missing',
        message: `image file catalog/images/${src} does not exist`,
        value: src,
        expected: 'the path of a file in catalog/images',
      });
    } else if (facts.kind === 'unreadable' || facts.format !== named) {
      const found =
        facts.kind === 'image'
          ? `a ${facts.format.toUpperCase()} image`
          : facts.detected
            ? `a ${facts.detected.toUpperCase()} file`
            : 'not an image this check can read';
      report(origin, {
        code: 'image.format',
        message: `image file catalog/images/${src} is ${found}, but its name says ${named?.toUpperCase() ?? 'another format'}`,
        value: src,
        expected: 'an SVG, PNG, JPEG or WebP file whose extension matches its content (export it again, or rename it)',
      });
    } else if (facts.format !== 'svg' && (facts.width < minimumRasterSize.width || facts.height < minimumRasterSize.height)) {
      report(origin, {
        code: 'image.too-small',
        message: `image file catalog/images/${src} is ${facts.width}×${facts.height} px; a photograph must be at least ${minimumRasterSize.width}×${minimumRasterSize.height} px`,
        value: src,
        expected: `a photograph at least ${minimumRasterSize.width} px wide and ${minimumRasterSize.height} px high (the share image and the hero need it), or an SVG`,
      });
    }
  };

  const listingIds = [...listings.byId.keys()];
  const labelMismatchReported = new Set<string>();
  const reportLabelMismatches = (mismatches: { addon: ResolvedAddon; origin: Origin }[]) => {
    for (const { addon, origin } of mismatches) {
      const key = `${origin.file.path}|${origin.path.join('.')}`;
      if (labelMismatchReported.has(key)) continue;
      labelMismatchReported.add(key);
      report(origin, {
        severity: 'warning',
        code: 'addon.label-price-differs',
        message: `the label of "${addon.key}" shows ${formatInr(addon.labelPrice)} but ${formatInr(addon.price)} is charged; totals use ${formatInr(addon.price)}`,
        value: addon.labelPrice,
        expected: `${addon.price}, unless the difference is intended`,
      });
    }
  };

  const resolvedAddons = new Map<string, ResolvedAddon[]>();
  for (const [id, file] of themes.byId) {
    const occasion = stringOf(field(file.value, 'occasion'));
    if (occasion !== undefined && !listings.byId.has(occasion) && !listings.unreadable.has(occasion)) {
      report(
        { file, path: ['occasion'] },
        {
          code: 'theme.unknown-occasion',
          message: `no occasion listing "${occasion}" exists in catalog/listings`,
          value: occasion,
          expected: `one of ${listingIds.map((l) => `"${l}"`).join(', ')}`,
          hint: didYouMean(occasion, listingIds),
        },
      );
    }
    const ages = field(file.value, 'ages');
    const min = field(ages, 'min');
    const max = field(ages, 'max');
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      report(
        { file, path: ['ages', 'max'] },
        { code: 'theme.ages-order', message: `ages.max (${max}) is below ages.min (${min})`, value: max, expected: `at least ${min}` },
      );
    }
    checkImage(file, ['image']);
    const resolution = resolveAddonBlock(file, ['addons'], expander, report);
    reportLabelMismatches(resolution.labelMismatches);
    resolvedAddons.set(id, resolution.addons);
  }

  const reached = new Set<string>();
  const themeIds = [...themes.byId.keys()];
  for (const file of listings.byId.values()) {
    for (const group of ['themes', 'moreThemes'] as const) {
      arrayOf(field(file.value, group)).forEach((card, i) => {
        const themeId = stringOf(field(card, 'theme'));
        if (themeId === undefined) return;
        reached.add(themeId);
        if (!themes.byId.has(themeId) && !themes.unreadable.has(themeId)) {
          report(
            { file, path: [group, i, 'theme'] },
            {
              code: 'listing.unknown-theme',
              message: `no theme "${themeId}" exists in catalog/themes`,
              value: themeId,
              expected: 'the id of a theme file',
              hint: didYouMean(themeId, themeIds),
            },
          );
        }
      });
    }
    checkImage(file, ['image']);
    checkImage(file, ['customCard', 'image']);
  }
  for (const [id, file] of themes.byId) {
    if (!reached.has(id)) {
      report(
        { file, path: ['id'] },
        {
          severity: 'warning',
          code: 'theme.unreachable',
          message: `no listing has a card for theme "${id}", so customers can reach it only by its address`,
          value: id,
          expected: 'a card in the listing of its occasion',
        },
      );
    }
  }

  const site = sources.site;
  let addonPage: ResolvedAddon[] = [];
  if (site.value !== undefined) {
    const order = arrayOf(field(site.value, 'occasionOrder'));
    order.forEach((id, i) => {
      if (typeof id === 'string' && !listings.byId.has(id) && !listings.unreadable.has(id)) {
        report(
          { file: site, path: ['occasionOrder', i] },
          {
            code: 'site.unknown-occasion',
            message: `no occasion listing "${id}" exists in catalog/listings`,
            value: id,
            expected: `one of ${listingIds.map((l) => `"${l}"`).join(', ')}`,
            hint: didYouMean(id, listingIds),
          },
        );
      }
    });
    for (const [id, file] of listings.byId) {
      if (!order.includes(id)) {
        report(
          { file, path: ['id'] },
          {
            severity: 'warning',
            code: 'listing.not-in-chooser',
            message: `occasion "${id}" is missing from occasionOrder in catalog/site.json, so the occasion chooser does not show it`,
            value: id,
          },
        );
      }
    }
    const pageSet = stringOf(field(site.value, 'addonPageSet'));
    if (pageSet !== undefined) {
      const entries = expander.expand(pageSet, { file: site, path: ['addonPageSet'] });
      addonPage = entries.map((entry) => entry.addon);
      reportLabelMismatches(
        entries.filter((e) => e.addon.labelPrice !== e.addon.price && e.labelPriceOrigin).map((e) => ({ addon: e.addon, origin: e.labelPriceOrigin! })),
      );
    }
    arrayOf(field(field(site.value, 'home'), 'carousel')).forEach((_, i) => checkImage(site, ['home', 'carousel', i, 'img']));
  }

  if (sources.packages.value !== undefined) {
    const seen = new Map<string, number>();
    arrayOf(field(sources.packages.value, 'packages')).forEach((pkg, i) => {
      checkImage(sources.packages, ['packages', i, 'image']);
      const id = stringOf(field(pkg, 'id'));
      if (id === undefined) return;
      const earlier = seen.get(id);
      if (earlier !== undefined) {
        report(
          { file: sources.packages, path: ['packages', i, 'id'] },
          {
            code: 'package.duplicate-id',
            message: `package id "${id}" is already used by ${placeOf(sources.packages, ['packages', earlier, 'id'])}`,
            value: id,
          },
        );
      } else seen.set(id, i);
    });
  }

  if (sources.deliveryArea.value !== undefined) {
    arrayOf(field(sources.deliveryArea.value, 'pincodeRanges')).forEach((range, i) => {
      const from = stringOf(field(range, 'from'));
      const to = stringOf(field(range, 'to'));
      if (from !== undefined && to !== undefined && from > to) {
        report(
          { file: sources.deliveryArea, path: ['pincodeRanges', i, 'to'] },
          { code: 'delivery.range-order', message: `range ends (${to}) before it starts (${from})`, value: to, expected: `a PIN code from ${from} up` },
        );
      }
    });
  }

  if (sources.calendar.value !== undefined) checkCalendar(sources.calendar, report);

  const photoSizes = new Map(
    [...imageFacts].flatMap(([src, facts]) =>
      facts.kind === 'image' && facts.format !== 'svg' ? [[src, { width: facts.width, height: facts.height }] as const] : [],
    ),
  );
  return { diagnostics, build: () => buildCatalog(sources, themes.byId, resolvedAddons, addonPage, photoSizes) };
}

function buildCatalog(
  sources: CatalogSources,
  themeFiles: ReadonlyMap<string, SourceFile>,
  addonsOf: ReadonlyMap<string, ResolvedAddon[]>,
  addonPage: ResolvedAddon[],
  photoSizes: ReadonlyMap<string, { width: number; height: number }>,
): Catalog {
  const withoutSchema = <T extends object>(value: T): Omit<T, '$schema'> => {
    const { $schema, ...rest } = value as T & { $schema?: unknown };
    void $schema;
    return rest;
  };
  const themes: CatalogTheme[] = [...themeFiles.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, file]) => {
      const { addons, aliases = [], ...theme } = withoutSchema(file.value as Theme);
      void addons;
      // A photograph carries its size, so pages can give it explicit dimensions and responsive renditions.
      const size = photoSizes.get(theme.image.src);
      return { ...theme, image: size ? { ...theme.image, ...size } : theme.image, aliases, addons: addonsOf.get(id) ?? [] };
    });
  const themeById = new Map(themes.map((theme) => [theme.id, theme]));
  const card = (entry: { theme: string; name?: string }): CatalogThemeCard => {
    const theme = themeById.get(entry.theme)!;
    return { themeId: theme.id, name: entry.name ?? theme.name, summary: theme.summary, image: theme.image, route: theme.route, basePrice: theme.basePrice };
  };
  const site = withoutSchema(sources.site.value as Site);
  const listingById = new Map(
    sources.listings.map((file) => {
      const { themes: cards, moreThemes = [], ...listing } = withoutSchema(file.value as Listing);
      return [listing.id, { ...listing, themes: cards.map(card), moreThemes: moreThemes.map(card) } satisfies CatalogListing];
    }),
  );
  return {
    site,
    themes,
    listings: site.occasionOrder.flatMap((id) => listingById.get(id) ?? []),
    addonPage,
    packages: (sources.packages.value as PackageList).packages,
    packageDollarNote: (sources.packages.value as PackageList).dollarNote,
    deliveryArea: withoutSchema(sources.deliveryArea.value as DeliveryArea),
    calendar: withoutSchema(sources.calendar.value as DeliveryCalendar),
  };
}
