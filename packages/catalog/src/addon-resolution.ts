// Resolves the add-ons a theme (or the generic /addon page) offers: included shared sets, minus omitted keys,
// with per-theme overrides, plus the theme's own items. Problems are reported, never thrown, so the same code
// serves `catalog check` (collect everything) and the build (which runs only on a clean catalog).
import type { Problem, JsonPath, SourceFile } from './source-file';
import { arrayOf, field, isObject, stringOf, valueAt } from './json-guards';
import { didYouMean } from './suggest';

/** An add-on as offered on a page: `labelPrice` equals `price` unless the label shows a different figure. */
export interface ResolvedAddon {
  readonly key: string;
  readonly label: string;
  readonly price: number;
  readonly labelPrice: number;
}

/** Where a field of the catalog was written. */
export interface Origin {
  readonly file: SourceFile;
  readonly path: JsonPath;
}

/** Receives each problem found while resolving. */
export type Report = (origin: Origin, problem: Problem) => void;

interface LocatedAddon {
  readonly addon: ResolvedAddon;
  readonly origin: Origin;
  /** Where the label price was written, when the label shows a price of its own. */
  readonly labelPriceOrigin?: Origin;
}

function readAddon(raw: unknown, origin: Origin): LocatedAddon | undefined {
  const key = stringOf(field(raw, 'key'));
  const price = field(raw, 'price');
  if (key === undefined || typeof price !== 'number') return undefined;
  const labelPrice = field(raw, 'labelPrice');
  return {
    addon: {
      key,
      label: stringOf(field(raw, 'label')) ?? key,
      price,
      labelPrice: typeof labelPrice === 'number' ? labelPrice : price,
    },
    origin,
    ...(typeof labelPrice === 'number' && { labelPriceOrigin: { file: origin.file, path: [...origin.path, 'labelPrice'] } }),
  };
}

/** Expands shared add-on sets by id, following their includes once each and reporting unknown ids and cycles. */
export class AddonSetExpander {
  private readonly expanded = new Map<string, LocatedAddon[]>();

  constructor(
    private readonly sets: ReadonlyMap<string, SourceFile>,
    /** Ids of set files that could not be parsed: references to them are not reported again. */
    private readonly unreadable: ReadonlySet<string>,
    private readonly report: Report,
  ) {}

  /** The add-ons of a set, in display order; `from` is where the set is referenced, for error positions. */
  expand(id: string, from: Origin, stack: readonly string[] = []): LocatedAddon[] {
    if (stack.includes(id)) {
      this.report(from, {
        code: 'addon.set-cycle',
        message: `add-on set "${id}" includes itself through ${[...stack, id].join(' → ')}`,
        value: id,
        expected: 'sets that include other sets without a loop',
      });
      return [];
    }
    const cached = this.expanded.get(id);
    if (cached) return cached;
    const file = this.sets.get(id);
    if (!file) {
      if (!this.unreadable.has(id)) {
        this.report(from, {
          code: 'addon.unknown-set',
          message: `no add-on set "${id}" exists in catalog/addons`,
          value: id,
          expected: `one of ${[...this.sets.keys()].map((k) => `"${k}"`).join(', ')}`,
          hint: didYouMean(id, this.sets.keys()),
        });
      }
      return [];
    }
    const included = arrayOf(field(file.value, 'include')).flatMap((inner, i) =>
      typeof inner === 'string' ? this.expand(inner, { file, path: ['include', i] }, [...stack, id]) : [],
    );
    const own = arrayOf(field(file.value, 'items')).flatMap((raw, i) => readAddon(raw, { file, path: ['items', i] }) ?? []);
    const result = [...included, ...own];
    this.expanded.set(id, result);
    return result;
  }
}

/** What resolving one page's add-ons produced. */
export interface AddonResolution {
  readonly addons: ResolvedAddon[];
  /** Add-ons whose label shows a price other than the one charged, with where that label price was written. */
  readonly labelMismatches: { readonly addon: ResolvedAddon; readonly origin: Origin }[];
}

/**
 * Resolves an `addons` block ({ include, omit, overrides, items }) found at `path` in `file`.
 * Reports unknown keys in omit and overrides, and keys offered twice.
 */
export function resolveAddonBlock(file: SourceFile, path: JsonPath, expander: AddonSetExpander, report: Report): AddonResolution {
  const block = valueAt(file.value, path);
  const included = arrayOf(field(block, 'include')).flatMap((id, i) =>
    typeof id === 'string' ? expander.expand(id, { file, path: [...path, 'include', i] }) : [],
  );
  const includedKeys = included.map((entry) => entry.addon.key);
  const unknownKey = (key: string, at: JsonPath, what: string, atKey: boolean) =>
    report(
      { file, path: at },
      {
        code: 'addon.unknown-key',
        message: `${what} "${key}", which no included add-on set offers`,
        value: key,
        expected: includedKeys.length ? `one of ${includedKeys.map((k) => `"${k}"`).join(', ')}` : 'an included set first',
        hint: didYouMean(key, includedKeys),
        ...(atKey && { at: 'key' as const }),
      },
    );

  const omitted = new Set<string>();
  arrayOf(field(block, 'omit')).forEach((key, i) => {
    if (typeof key !== 'string') return;
    if (!includedKeys.includes(key)) unknownKey(key, [...path, 'omit', i], 'omit names', false);
    omitted.add(key);
  });

  const overrides = field(block, 'overrides');
  const overrideOf = new Map<string, Record<string, unknown>>();
  if (isObject(overrides)) {
    for (const [key, change] of Object.entries(overrides)) {
      if (!includedKeys.includes(key)) unknownKey(key, [...path, 'overrides', key], 'overrides names', true);
      else if (omitted.has(key)) unknownKey(key, [...path, 'overrides', key], 'overrides names the omitted add-on', true);
      if (isObject(change)) overrideOf.set(key, change);
    }
  }

  const offered: LocatedAddon[] = included
    .filter((entry) => !omitted.has(entry.addon.key))
    .map((entry) => {
      const change = overrideOf.get(entry.addon.key);
      if (!change) return entry;
      const price = typeof change.price === 'number' ? change.price : entry.addon.price;
      const labelPrice =
        typeof change.labelPrice === 'number'
          ? change.labelPrice
          : typeof change.price === 'number' && entry.labelPriceOrigin === undefined
            ? price
            : entry.addon.labelPrice;
      const overridePath = [...path, 'overrides', entry.addon.key];
      return {
        addon: { ...entry.addon, label: stringOf(change.label) ?? entry.addon.label, price, labelPrice },
        origin: entry.origin,
        ...(typeof change.labelPrice === 'number'
          ? { labelPriceOrigin: { file, path: [...overridePath, 'labelPrice'] } }
          : entry.labelPriceOrigin && { labelPriceOrigin: entry.labelPriceOrigin }),
      };
    });
  arrayOf(field(block, 'items')).forEach((raw, i) => {
    const entry = readAddon(raw, { file, path: [...path, 'items', i] });
    if (entry) offered.push(entry);
  });

  const firstOrigin = new Map<string, Origin>();
  const addons: ResolvedAddon[] = [];
  for (const entry of offered) {
    const earlier = firstOrigin.get(entry.addon.key);
    if (earlier) {
      report(entry.origin.file === file ? entry.origin : { file, path }, {
        code: 'addon.duplicate-key',
        message: `add-on "${entry.addon.key}" is offered twice on this page`,
        value: entry.addon.key,
        expected: "each add-on key once per page (omit one, or rename the theme's own item)",
        hint: `the first one comes from ${earlier.file.path} at ${earlier.path.join('.')}`,
      });
      continue;
    }
    firstOrigin.set(entry.addon.key, entry.origin);
    addons.push(entry.addon);
  }
  const labelMismatches = offered
    .filter((entry) => entry.addon.labelPrice !== entry.addon.price && entry.labelPriceOrigin)
    .map((entry) => ({ addon: entry.addon, origin: entry.labelPriceOrigin! }));
  return { addons, labelMismatches };
}
