// The address the built storefront names in its canonical links (SITE_URL at build time, else http://localhost:<PORT>),
// so a store serving a local build on another port can say so instead of handing out links to a port nobody serves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The origin of the home page's canonical link in `webDist`, or undefined without a build (or a canonical link). */
export function builtSiteOrigin(webDist: string): string | undefined {
  let html: string;
  try {
    html = readFileSync(join(webDist, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!href) return undefined;
  try {
    return new URL(href).origin;
  } catch {
    return undefined;
  }
}

/**
 * A warning when the build's links name this machine (localhost) on a port other than `port`: the build was made for
 * another PORT. A public SITE_URL is never second-guessed; PORT=0 (a port picked at start) cannot be built for.
 */
export function localBuildPortWarning(webDist: string, port: number): string | undefined {
  const origin = builtSiteOrigin(webDist);
  if (!origin) return undefined;
  const url = new URL(origin);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return undefined;
  const builtPort = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (builtPort === port) return undefined;
  return `the storefront was built with canonical links on ${origin}, but this store listens on port ${port}: rebuild with PORT=${port} (npm start does) or set SITE_URL`;
}
