// A theme's image may be a photograph (PNG, JPEG or WebP) as well as an SVG: the check reads each file's real
// format and size, accepts a good photograph and refuses a broken, misnamed or too small one.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkCatalogDir } from '../index';
import { brokenCatalog } from './fixture';

/** A real image of `width`×`height` in `format`, drawn by sharp. */
const photo = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .toFormat(format)
    .toBuffer();

/** The mini catalog with theme beta's image replaced by `bytes` named `src`. */
function catalogWithBetaImage(src: string, bytes: Buffer | string): string {
  const dir = brokenCatalog({ 'themes/beta.json': [['"src": "beta.svg"', `"src": "${src}"`]] });
  writeFileSync(join(dir, 'images', src), bytes);
  return dir;
}

const errorsOf = (dir: string) =>
  checkCatalogDir(dir, join(dir, '..'))
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => ({ code: d.code, at: `${d.file}:${d.line}`, message: d.message }));

describe('catalog check on photographs', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts a %s photograph and keeps its size in the resolved catalog', async (format) => {
    const src = `beta.${format === 'jpeg' ? 'jpg' : format}`;
    const check = checkCatalogDir(catalogWithBetaImage(src, await photo(1600, 1200, format)));
    expect(check.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const beta = check.catalog?.themes.find((theme) => theme.id === 'beta');
    expect(beta?.image).toEqual({ src, alt: 'A letter B', width: 1600, height: 1200 });
    // The listing card shows the same image, with its size.
    expect(check.catalog?.listings[0]?.themes.find((card) => card.themeId === 'beta')?.image).toEqual(beta?.image);
  });

  it('leaves an SVG illustration without a size (it scales)', () => {
    const check = checkCatalogDir(brokenCatalog());
    expect(check.catalog?.themes.find((theme) => theme.id === 'beta')?.image).toEqual({ src: 'beta.svg', alt: 'A letter B' });
  });

  it('refuses a file whose bytes are not an image', () => {
    expect(errorsOf(catalogWithBetaImage('beta.png', 'not a picture, just text'))).toEqual([
      {
        code: 'image.format',
        at: 'catalog/themes/beta.json:8',
        message: 'image file catalog/images/beta.png is not an image this check can read, but its name says PNG',
      },
    ]);
  });

  it('refuses a photograph whose content differs from its name', async () => {
    expect(errorsOf(catalogWithBetaImage('beta.png', await photo(1600, 1200, 'jpeg')))).toEqual([
      { code: 'image.format', at: 'catalog/themes/beta.json:8', message: 'image file catalog/images/beta.png is a JPEG image, but its name says PNG' },
    ]);
  });

  it('refuses a photograph smaller than the share image needs', async () => {
    expect(errorsOf(catalogWithBetaImage('beta.jpg', await photo(800, 600, 'jpeg')))).toEqual([
      {
        code: 'image.too-small',
        at: 'catalog/themes/beta.json:8',
        message: 'image file catalog/images/beta.jpg is 800×600 px; a photograph must be at least 1200×630 px',
      },
    ]);
  });
});
