// Look-ups into the loaded catalog that the routes need: themes by id, occasion names, add-ons by key.
import type { Catalog, CatalogTheme, ResolvedAddon } from '@partybox/catalog';
import { occasionChoices, occasionNamed } from '@partybox/contracts';

/** The catalog, indexed once at start-up. */
export interface CatalogIndex {
  readonly catalog: Catalog;
  /** The theme with this id, or undefined. */
  theme(id: string): CatalogTheme | undefined;
  /** The add-on `key` of `theme`, or undefined when the theme does not offer it. */
  addon(theme: CatalogTheme, key: string): ResolvedAddon | undefined;
  /** The name of the occasion listing a theme belongs to (for example "Birthday"). */
  occasionOf(theme: CatalogTheme): string;
  /** The canonical spelling of an occasion a customer may choose (custom occasions and listing names), or undefined. */
  occasionNamed(name: string): string | undefined;
}

/** Indexes a loaded catalog. */
export function indexCatalog(catalog: Catalog): CatalogIndex {
  const themes = new Map(catalog.themes.map((theme) => [theme.id, theme]));
  const addons = new Map(catalog.themes.map((theme) => [theme.id, new Map(theme.addons.map((addon) => [addon.key, addon]))]));
  const listingNames = new Map(catalog.listings.map((listing) => [listing.id, listing.name]));
  const occasions = occasionChoices([...listingNames.values()]);
  return {
    catalog,
    theme: (id) => themes.get(id),
    addon: (theme, key) => addons.get(theme.id)?.get(key),
    occasionOf: (theme) => listingNames.get(theme.occasion) ?? theme.occasion,
    occasionNamed: (name) => occasionNamed(name, occasions),
  };
}
