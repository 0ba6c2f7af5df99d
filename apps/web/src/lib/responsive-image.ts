// Which sizes and formats a catalog photograph is published in, defined once: the build (vite/photo-renditions.ts)
// writes these files and <CatalogImage> lists them in srcset. SVG illustrations scale and are served as they are.
import type { ResolvedImage } from '@partybox/catalog/model';
import { servedPaths } from '../config/paths';

/** Widths, in CSS pixels × density, a photograph is resized to (never wider than the original). */
export const renditionWidths = [480, 800, 1200, 1600] as const;

/** The modern formats each width is encoded in, best first; the original file stays the fallback. */
export const renditionFormats = ['avif', 'webp'] as const;
export type RenditionFormat = (typeof renditionFormats)[number];

/** A photograph: an image the catalog check measured (SVGs carry no size). */
export type Photo = ResolvedImage & { readonly width: number; readonly height: number };

export function isPhoto(image: ResolvedImage): image is Photo {
  return image.width !== undefined && image.height !== undefined;
}

/** The widths a photograph is published in. */
export function photoWidths(photo: Photo): number[] {
  const widest = Math.min(photo.width, renditionWidths.at(-1)!);
  return [...renditionWidths.filter((width) => width < widest), widest];
}

/** A rendition's path relative to the images folder: "themes/beach.jpg" at 800 px in AVIF → "themes/beach-800w.avif". */
export function renditionPath(src: string, width: number, format: RenditionFormat): string {
  return `${src.replace(/\.[a-z]+$/, '')}-${width}w.${format}`;
}

/** The srcset of a photograph in one format. */
export function photoSrcSet(photo: Photo, format: RenditionFormat): string {
  return photoWidths(photo)
    .map((width) => `${servedPaths.images.getHref(renditionPath(photo.src, width, format))} ${width}w`)
    .join(', ');
}
