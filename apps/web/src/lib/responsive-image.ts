// Which sizes and formats a catalog photograph is published in, defined once: the build writes these files
// (vite/photo-renditions.ts) and puts their srcset into the catalog data (vite/catalog-plugin.ts) for
// <CatalogImage>, so the browser gets finished attributes and no code to work them out. SVG illustrations scale
// and are served as they are.
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

/**
 * How wide a catalog photograph is drawn where it appears (the `sizes` attribute), mirroring the CSS: a theme
 * page's hero takes the full width of a phone and about 45 % of a wider window; a listing's card the full width of a
 * phone and at most 360 px beside others. Written into the data of each page by the build, so the script does not
 * carry these strings.
 */
export const imageSizes = {
  themeHero: '(max-width: 760px) 100vw, 45vw',
  card: '(max-width: 760px) 100vw, 360px',
} as const;

/** One <source> of a photograph's <picture>, ready to spread onto the element. */
export interface ImageSource {
  readonly type: `image/${RenditionFormat}`;
  readonly srcSet: string;
  readonly sizes: string;
}

/** A catalog image as the storefront receives it: a photograph comes with its sources, best format first. */
export interface PublishedImage extends ResolvedImage {
  readonly sources?: readonly ImageSource[];
}

/** The image with its sources, drawn `sizes` wide, when it is a photograph. */
export function publishedImage(image: ResolvedImage, sizes: string): PublishedImage {
  return isPhoto(image)
    ? { ...image, sources: renditionFormats.map((format) => ({ type: `image/${format}` as const, srcSet: photoSrcSet(image, format), sizes })) }
    : image;
}
