// Which of the storefront's own pages search engines may crawl and list. Build-time only (robots.txt, sitemap.xml,
// canonical links), so none of it reaches the browser bundle. The record is keyed by every page in paths.ts: a new
// page does not compile until it is given a visibility here.
import { paths } from '../config/paths';

/**
 * `listed`: public, in the sitemap. `unlisted`: crawlable but not worth listing (the cart: empty for a crawler, yet
 * refusing it would mark every "View cart" link as leading nowhere indexable). `private`: a customer's own checkout,
 * account or order page, refused to crawlers in robots.txt. `{ sameAs }`: the content of another page under a second address, whose canonical
 * link names that page.
 */
export type PageVisibility = 'listed' | 'unlisted' | 'private' | { readonly sameAs: string };

export const pageVisibility: Readonly<Record<keyof typeof paths, PageVisibility>> = {
  root: 'listed',
  home: { sameAs: paths.root.path },
  about: 'listed',
  contact: 'listed',
  faq: 'listed',
  terms: 'listed',
  refund: 'listed',
  privacy: 'listed',
  package: 'listed',
  customize: 'listed',
  custom: 'listed',
  delivery: 'private',
  payment: 'private',
  confirmation: 'private',
  order: 'private',
  profile: 'private',
  editProfile: 'private',
  cart: 'unlisted',
  addon: 'listed',
  occasions: 'listed',
  suggestTheme: 'listed',
  signIn: 'private',
  signUp: 'private',
  forgotPassword: 'private',
  account: 'private',
  orders: 'private',
  orderStatus: 'private',
  admin: 'private',
};

/** Paths outside the storefront's pages that crawlers must not fetch: the API and the operations console. */
export const privatePrefixes = ['/api', '/admin'] as const;

const entries = () => Object.entries(pageVisibility) as [keyof typeof paths, PageVisibility][];

/** The parameterless pages to list in the sitemap ("/", "/about" …); /package/:id pages come from the catalog. */
export function listedStaticPaths(): string[] {
  return entries()
    .filter(([, visibility]) => visibility === 'listed')
    .map(([key]) => paths[key].path)
    .filter((path) => !path.includes(':'));
}

/** What robots.txt refuses: the private pages and prefixes, in a stable order. */
export function disallowedPaths(): string[] {
  const privatePages = entries()
    .filter(([, visibility]) => visibility === 'private')
    // A page with a parameter is refused by its fixed part ("/orders/:orderNumber" → "/orders").
    .map(([key]) => paths[key].path.replace(/\/:.*$/, ''));
  return [...new Set([...privatePrefixes, ...privatePages])];
}

/** The storefront page whose content `path` shows (itself, unless declared `sameAs` another). */
export function ownCanonicalPath(path: string): string {
  for (const [key, visibility] of entries()) if (paths[key].path === path && typeof visibility === 'object') return visibility.sameAs;
  return path;
}
