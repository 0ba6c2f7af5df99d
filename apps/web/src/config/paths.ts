// The storefront's own paths, defined once. The router, every link, the prerender and the catalog check (as the
// routes no theme or listing may take) read them here; catalog pages take their paths from the catalog itself.

/** A page without parameters: its router path and its link. */
const page = <P extends string>(path: P) => ({ path, getHref: () => path });

/** Every page of the storefront, as `paths.cart.path` for the router and `paths.cart.getHref()` for links. */
export const paths = {
  root: page('/'),
  home: page('/home'),
  about: page('/about'),
  contact: page('/contact'),
  faq: page('/faq'),
  terms: page('/terms'),
  refund: page('/refund'),
  privacy: page('/privacy'),
  package: { path: '/package/:id', getHref: (id: string) => `/package/${encodeURIComponent(id)}` },
  customize: page('/customize'),
  custom: page('/custom'),
  delivery: page('/delivery'),
  payment: page('/payment'),
  confirmation: page('/confirmation'),
  /** The old address of an order's page (the id in the query); it now sends the customer on to `orderStatus`. */
  order: { path: '/order', getHref: (id: string) => `/order?id=${encodeURIComponent(id)}` },
  /**
   * The customer's status page of an order, for its signed-in owner or through the link in the order's messages (which
   * adds `?t=<link token>`); served from the 404 page's shell, since its number is only known in the browser.
   */
  orderStatus: { path: '/orders/:orderNumber', getHref: (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}` },
  /** My orders: the signed-in customer's orders, each linking to its `orderStatus` page. */
  orders: page('/orders'),
  profile: page('/profile'),
  editProfile: page('/edit-profile'),
  cart: page('/cart'),
  addon: page('/addon'),
  occasions: page('/ocassion'),
  suggestTheme: page('/suggesttheme'),
  signIn: page('/sign-in'),
  signUp: page('/create-account'),
  forgotPassword: page('/forgot-password'),
  account: page('/account'),
  /** The operations console (the team's, not the customers'); its pages are in console-paths.ts, loaded only with it. */
  admin: page('/admin'),
} as const;

/** What the store process serves beside the pages: the API, the built scripts and styles, the catalog's images. */
export const servedPaths = {
  api: '/api',
  assets: '/assets',
  images: { path: '/images', getHref: (src: string) => `/images/${src}` },
} as const;

/** Every page path without parameters ("/", "/home" …), the pages the prerender writes besides the catalog's. */
export function staticPagePaths(): string[] {
  return Object.values(paths)
    .map((entry) => entry.path)
    .filter((path) => !path.includes(':'));
}

/**
 * The first segment of every path the storefront keeps for itself ("/cart", "/package", "/api" …): the routes
 * the catalog check refuses to any theme or listing, compared case-insensitively.
 */
export function reservedRoutes(): string[] {
  const own = Object.values(paths).map((entry) => `/${entry.path.split('/')[1]}`);
  const served = [servedPaths.api, servedPaths.assets, servedPaths.images.path];
  return [...new Set([...own, ...served])].filter((path) => path !== '/');
}
