// The resolved catalog: what the storefront and the API consume once every file has passed `catalog check`.
import type { CatalogImage, DeliveryArea, DeliveryCalendar, Listing, PackageList, Site, Theme } from './generated/catalog-types';
import type { ResolvedAddon } from './addon-resolution';

export type { ResolvedAddon };

/** A catalog image; a photograph (PNG, JPEG, WebP) also carries its size in pixels, read from the file. */
export interface ResolvedImage extends CatalogImage {
  readonly width?: number;
  readonly height?: number;
}

/** A theme with its add-ons resolved from the shared sets. */
export interface CatalogTheme extends Omit<Theme, '$schema' | 'addons' | 'aliases' | 'image'> {
  readonly image: ResolvedImage;
  readonly aliases: string[];
  readonly addons: ResolvedAddon[];
}

/** A listing card that leads to a theme page, with the theme's details filled in. */
export interface CatalogThemeCard {
  readonly themeId: string;
  readonly name: string;
  readonly summary: string;
  readonly image: ResolvedImage;
  readonly route: string;
  readonly basePrice: number;
}

/** An occasion listing with its cards resolved. */
export interface CatalogListing extends Omit<Listing, '$schema' | 'themes' | 'moreThemes'> {
  readonly themes: CatalogThemeCard[];
  readonly moreThemes: CatalogThemeCard[];
}

/** The whole catalog, validated and resolved. */
export interface Catalog {
  readonly site: Omit<Site, '$schema'>;
  /** Themes sorted by id. */
  readonly themes: CatalogTheme[];
  /** Listings in the occasion chooser's order. */
  readonly listings: CatalogListing[];
  /** The add-ons of the generic /addon page. */
  readonly addonPage: ResolvedAddon[];
  readonly packages: PackageList['packages'];
  /** Why the packages are priced in US dollars (shown under a dollar price). */
  readonly packageDollarNote: PackageList['dollarNote'];
  readonly deliveryArea: Omit<DeliveryArea, '$schema'>;
  /** When the shop delivers and how much it can make (operators' per-day overrides live in the database). */
  readonly calendar: Omit<DeliveryCalendar, '$schema'>;
}
