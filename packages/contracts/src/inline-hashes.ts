// The handoff from the storefront's build to the server that serves it: for each prerendered page, the hashes of its
// inline scripts and styles, which the server adds to that page's Content-Security-Policy (never 'unsafe-inline').

/** Written by the prerender at the top of the build folder; a dot file, so the server never serves it. */
export const inlineHashesFile = '.inline-hashes.json';

/** CSP hash sources ("'sha256-…'") by page file, relative to the build folder: "index.html", "superhero/index.html", "404.html". */
export type InlineHashes = Record<string, { readonly scriptSrc: readonly string[]; readonly styleSrc: readonly string[] }>;
