// The hashes of the storefront's inline elements (each page's inlined CSS and the one module loader), read from the
// web build, so the pages CloudFront serves from S3 carry a Content-Security-Policy that allows them. CloudFront
// sends one policy per behaviour, not per page: it carries the union of every page's hashes (one loader, a dozen
// stylesheets), still without 'unsafe-inline'. The server sends each page only its own (apps/api static-site.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineSources } from '@partybox/api';
import { inlineHashesFile, type InlineHashes } from '@partybox/contracts/inline-hashes';

/** The storefront's build (`pnpm --filter @partybox/web build`), whose files are synced to the site bucket. */
export const webClientDir = fileURLToPath(new URL('../../web/dist/client/', import.meta.url));

/** Every hash any page needs, each once, in a stable order. */
export function storefrontInlineSources(clientDir = webClientDir): InlineSources {
  const path = join(clientDir, inlineHashesFile);
  if (!existsSync(path))
    throw new Error(`${path} is missing: build the storefront first (pnpm --filter @partybox/web build), its pages' hashes go into the CSP`);
  const pages = Object.values(JSON.parse(readFileSync(path, 'utf8')) as InlineHashes);
  const union = (pick: (page: InlineHashes[string]) => readonly string[]) => [...new Set(pages.flatMap(pick))].sort();
  return { scriptSrc: union((page) => page.scriptSrc), styleSrc: union((page) => page.styleSrc) };
}
