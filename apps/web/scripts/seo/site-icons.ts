// The site's icons, drawn at build time from the one SVG mark (public/favicon.svg): favicon.ico (16, 32 and 48 px),
// the Apple touch icon (180 px), the web app manifest's 192 and 512 px icons, and the manifest itself.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderSvgToPng } from './render-svg';

/** Mirrors --brand in src/styles/index.css and the theme-color in index.html. */
export const themeColour = '#5b21b6';
const background = '#ffffff';

/** The mark centred on an opaque square with a margin: home screens show no transparency, and crop maskable icons. */
function iconSvg(markSvg: string, size: number, margin: number): string {
  const href = `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`;
  const inner = size - 2 * margin;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${background}"/><image href="${href}" x="${margin}" y="${margin}" width="${inner}" height="${inner}"/></svg>`;
}

/** The mark alone at `size` px, transparent around it, as browsers show favicons. */
function markPng(markSvg: string, size: number): Buffer {
  const href = `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`;
  return renderSvgToPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><image href="${href}" width="${size}" height="${size}"/></svg>`,
  );
}

/**
 * An ICO file holding PNG images (the format browsers and Windows Vista on read): a 6-byte header, one 16-byte
 * directory entry per image, then the PNGs. Small and fixed, so it is written here rather than pulled in.
 */
export function icoFile(pngs: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ png }) => png)]);
}

/** The web app manifest: what a phone shows when the shop is added to its home screen. */
export function webManifest(site: { name: string; tagline: string }): string {
  const manifest = {
    name: `${site.name}: ${site.tagline}`,
    short_name: site.name,
    description: `${site.tagline}, delivered across Mumbai.`,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: background,
    theme_color: themeColour,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Writes favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png and manifest.webmanifest into `client`. */
export function writeSiteIcons(client: string, markSvg: string, site: { name: string; tagline: string }): void {
  writeFileSync(join(client, 'favicon.ico'), icoFile([16, 32, 48].map((size) => ({ size, png: markPng(markSvg, size) }))));
  // Maskable icons keep their content inside the central circle of 80 % diameter: 20 % margins keep the mark in it.
  writeFileSync(join(client, 'apple-touch-icon.png'), renderSvgToPng(iconSvg(markSvg, 180, 18)));
  writeFileSync(join(client, 'icon-192.png'), renderSvgToPng(iconSvg(markSvg, 192, 38)));
  writeFileSync(join(client, 'icon-512.png'), renderSvgToPng(iconSvg(markSvg, 512, 102)));
  writeFileSync(join(client, 'manifest.webmanifest'), webManifest(site));
}
