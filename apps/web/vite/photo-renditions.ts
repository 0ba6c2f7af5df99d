// Resizes each catalog photograph into the widths and formats src/lib/responsive-image.ts names, with sharp. AVIF
// encoding is slow, so results are cached by the hash of the original's bytes (node_modules/.cache): a build
// re-encodes only photographs that changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalog } from '@partybox/catalog/model';
import sharp from 'sharp';
import { isPhoto, photoWidths, renditionFormats, renditionPath, type Photo } from '../src/lib/responsive-image';

const defaultCacheDir = fileURLToPath(new URL('../node_modules/.cache/partybox-photos/', import.meta.url));
/** Bump when the encoder settings change, so cached files are made again. */
const settingsVersion = 'q60-avif-q75-webp-v1';

/** One file to publish: its path under images/ and its bytes. */
export interface Rendition {
  readonly path: string;
  readonly source: Buffer;
}

/** Every photograph the catalog shows (theme images; listing cards reuse them), once each. */
export function catalogPhotos(catalog: Catalog): Photo[] {
  const photos = new Map<string, Photo>();
  for (const theme of catalog.themes) if (isPhoto(theme.image)) photos.set(theme.image.src, theme.image);
  return [...photos.values()];
}

async function encode(original: Buffer, width: number, format: 'avif' | 'webp'): Promise<Buffer> {
  const resized = sharp(original).rotate().resize({ width, withoutEnlargement: true });
  return format === 'avif' ? resized.avif({ quality: 60, effort: 4 }).toBuffer() : resized.webp({ quality: 75 }).toBuffer();
}

/** The AVIF and WebP renditions of `photo` (read from `imagesDir`), from the cache when the original is unchanged. */
export async function photoRenditions(photo: Photo, imagesDir: string, cacheDir = defaultCacheDir): Promise<Rendition[]> {
  const original = readFileSync(join(imagesDir, photo.src));
  const hash = createHash('sha256').update(settingsVersion).update(original).digest('hex').slice(0, 32);
  mkdirSync(cacheDir, { recursive: true });
  const renditions: Rendition[] = [];
  for (const width of photoWidths(photo)) {
    for (const format of renditionFormats) {
      const cached = join(cacheDir, `${hash}-${width}.${format}`);
      if (!existsSync(cached)) writeFileSync(cached, await encode(original, width, format));
      renditions.push({ path: renditionPath(photo.src, width, format), source: readFileSync(cached) });
    }
  }
  return renditions;
}
