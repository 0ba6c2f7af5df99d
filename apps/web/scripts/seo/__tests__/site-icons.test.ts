// @vitest-environment node
// The icons drawn from the SVG mark: a real ICO holding 16, 32 and 48 px PNGs, opaque home-screen icons of the
// sizes the manifest names, and a manifest a browser can install from.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSiteIcons } from '../site-icons';

const client = mkdtempSync(join(tmpdir(), 'icons-'));
afterAll(() => rmSync(client, { recursive: true, force: true }));
writeSiteIcons(client, readFileSync(new URL('../../../public/favicon.svg', import.meta.url), 'utf8'), {
  name: 'Party Box',
  tagline: 'Handcrafted Celebration Kits',
});

describe('site icons', () => {
  it('favicon.ico is an ICO directory of PNG images at 16, 32 and 48 px', async () => {
    const ico = readFileSync(join(client, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [];
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
      const { format, width, height } = await sharp(png).metadata();
      expect([format, width, height]).toEqual(['png', ico[entry], ico[entry + 1]]);
      sizes.push(width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('the Apple touch icon and the manifest icons are opaque PNGs of their stated sizes', async () => {
    for (const [file, size] of [
      ['apple-touch-icon.png', 180],
      ['icon-192.png', 192],
      ['icon-512.png', 512],
    ] as const) {
      const { format, width, height } = await sharp(join(client, file)).metadata();
      expect([format, width, height]).toEqual(['png', size, size]);
      expect((await sharp(join(client, file)).stats()).isOpaque).toBe(true);
    }
  });

  it('the manifest names the shop, its colours, its start page and its icons', () => {
    const manifest = JSON.parse(readFileSync(join(client, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ short_name: 'Party Box', start_url: '/', theme_color: '#5b21b6' });
    expect(manifest.icons.map((icon: { src: string; sizes: string }) => [icon.src, icon.sizes])).toEqual([
      ['/icon-192.png', '192x192'],
      ['/icon-512.png', '512x512'],
    ]);
  });
});
