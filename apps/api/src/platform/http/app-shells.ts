// Pages whose address carries data (an order number, a console view), so no file is prerendered for each: the browser
// renders them from a shell. The console has its own (noindex) shell; the status page starts from the 404 page's
// markup, which holds no content of its own, and is answered 200 because the page exists. The store's static server
// and the CloudFront function in apps/infra both read this list.
export const appShells = [
  { prefix: '/admin/', file: 'admin/index.html' },
  { prefix: '/orders/', file: '404.html' },
] as const;

/** The shell file (relative to the build folder) for a URL path under one of the prefixes, if any. */
export function appShellFor(path: string): string | undefined {
  return appShells.find(({ prefix }) => path.startsWith(prefix) && path.length > prefix.length)?.file;
}
