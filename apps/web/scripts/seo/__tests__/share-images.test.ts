// @vitest-environment node
// Share images are 1200×630 PNGs drawn from a page's illustration, an SVG or a photograph, with its name beside it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { writeShareImages } from '../share-images';

const dir = mkdtempSync(join(tmpdir(), 'share-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const mark = readFileSync(new URL('../../../public/favicon.svg', import.meta.url), 'utf8');

/** The colour at (x, y) of a PNG, as [r, g, b]. */
async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data } = await sharp(file).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [...data];
}

describe('share images', () => {
  it('draws a photograph into the panel of a 1200×630 PNG, and a long name without failing', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 0, g: 160, b: 80 } } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(dir, 'green.jpg'), photo);
    const image = {
      path: '/og/themes/green.png',
      alt: 'Green',
      source: 'green.jpg',
      heading: 'A Rather Long Theme Name For Testing Wrapping',
      subheading: 'From ₹2,999',
    };
    expect(await writeShareImages([image], dir, dir, mark)).toBe(1);
    const file = join(dir, 'og/themes/green.png');
    expect(await sharp(file).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const [r, g, b] = await pixel(file, 368, 315);
    expect(Math.abs(r! - 0) + Math.abs(g! - 160) + Math.abs(b! - 80)).toBeLessThan(12);
  });

  it('draws the site mark where a page has no illustration', async () => {
    const image = { path: '/og/site.png', alt: 'Party Box', heading: 'Party Box', subheading: 'Handcrafted Celebration Kits' };
    await writeShareImages([image], dir, dir, mark);
    expect(await sharp(join(dir, 'og/site.png')).metadata()).toMatchObject({ width: 1200, height: 630 });
    // The panel is white behind the mark; the background around it is the brand's violet.
    expect(await pixel(join(dir, 'og/site.png'), 60, 90)).toEqual([255, 255, 255]);
    expect(await pixel(join(dir, 'og/site.png'), 10, 10)).toEqual([0x5b, 0x21, 0xb6]);
  });
});
