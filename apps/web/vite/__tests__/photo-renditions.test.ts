// @vitest-environment node
// The raster path end to end: a generated PNG photograph, measured by the catalog check, is published in the
// widths and formats srcset names, each a real AVIF or WebP of the right size, and re-used from the cache.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalog, minimumRasterSize } from '@partybox/catalog';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { reservedRoutes } from '../../src/config/paths';
import { imageSizes, photoSrcSet, photoWidths, type Photo } from '../../src/lib/responsive-image';
import { moduleSource } from '../catalog-plugin';
import { photoRenditions } from '../photo-renditions';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder of catalog images holding one generated PNG, and a cache folder beside it. */
async function photoFolder(width: number, height: number) {
  const dir = mkdtempSync(join(tmpdir(), 'photos-'));
  made.push(dir);
  const cache = join(dir, 'cache');
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  writeFileSync(join(dir, 'beach.png'), png);
  return { images: dir, cache, photo: { src: 'beach.png', alt: 'A beach', width, height } satisfies Photo };
}

describe('photograph renditions', () => {
  // Encoding eight renditions (AVIF is slow) is real work: on a busy shared machine it outlasts the 5 s default.
  it('are real AVIF and WebP files in every width srcset names, keeping the proportions', { timeout: 60_000 }, async () => {
    const { images, cache, photo } = await photoFolder(1600, 1000);
    const renditions = await photoRenditions(photo, images, cache);
    expect(renditions.map((rendition) => rendition.path)).toEqual([
      'beach-480w.avif',
      'beach-480w.webp',
      'beach-800w.avif',
      'beach-800w.webp',
      'beach-1200w.avif',
      'beach-1200w.webp',
      'beach-1600w.avif',
      'beach-1600w.webp',
    ]);
    for (const rendition of renditions) {
      const { format, compression, width, height } = await sharp(rendition.source).metadata();
      const [, expectedWidth, expectedFormat] = /-(\d+)w\.(\w+)$/.exec(rendition.path)!;
      // sharp reports AVIF as HEIF compressed with AV1.
      expect(expectedFormat === 'avif' ? [format, compression] : [format]).toEqual(expectedFormat === 'avif' ? ['heif', 'av1'] : ['webp']);
      expect(width).toBe(Number(expectedWidth));
      expect(height).toBe(Math.round((Number(expectedWidth) * 1000) / 1600));
    }
    expect(photoSrcSet(photo, 'avif')).toBe(
      '/images/beach-480w.avif 480w, /images/beach-800w.avif 800w, /images/beach-1200w.avif 1200w, /images/beach-1600w.avif 1600w',
    );
  });

  it('never enlarge: the widest is the original width for the smallest photograph the catalog accepts', () => {
    const photo = { src: 'themes/a.jpg', alt: 'a', ...minimumRasterSize };
    expect(photoWidths(photo)).toEqual([480, 800, 1200]);
    expect(photoWidths({ ...photo, width: 4000, height: 3000 })).toEqual([480, 800, 1200, 1600]);
  });

  it('come from the cache while the original is unchanged', async () => {
    const { images, cache, photo } = await photoFolder(1200, 800);
    await photoRenditions(photo, images, cache);
    const written = readdirSync(cache).map((file) => [file, statSync(join(cache, file)).mtimeMs]);
    await photoRenditions(photo, images, cache);
    expect(readdirSync(cache).map((file) => [file, statSync(join(cache, file)).mtimeMs])).toEqual(written);
    expect(written).toHaveLength(6);
  });

  it('are named, with how wide they are drawn, in the data of the pages that show them; illustrations are left alone', () => {
    const catalog = loadCatalog(undefined, { reservedRoutes: reservedRoutes() });
    const image = { src: 'themes/superhero.jpg', alt: 'Heroes', width: 1600, height: 1000 };
    const themes = catalog.themes.map((theme) => (theme.id === 'superhero' ? { ...theme, image } : theme));
    const listings = catalog.listings.map((listing) => ({
      ...listing,
      themes: listing.themes.map((card) => (card.themeId === 'superhero' ? { ...card, image } : card)),
    }));
    const withPhoto = { ...catalog, themes, listings };
    const dataOf = (name: string) =>
      JSON.parse(
        moduleSource(withPhoto, name)!
          .replace(/^export default /, '')
          .replace(/;$/, ''),
      );
    const sources = (sizes: string) => [
      { type: 'image/avif', srcSet: photoSrcSet(image, 'avif'), sizes },
      { type: 'image/webp', srcSet: photoSrcSet(image, 'webp'), sizes },
    ];
    expect(dataOf('page/superhero').theme.image.sources).toEqual(sources(imageSizes.themeHero));
    const card = dataOf('page/birthdaytheme').listing.themes.find((entry: { themeId: string }) => entry.themeId === 'superhero');
    expect(card.image.sources).toEqual(sources(imageSizes.card));
    expect(dataOf('page/space').theme.image).toEqual(catalog.themes.find((theme) => theme.id === 'space')!.image);
  });
});
