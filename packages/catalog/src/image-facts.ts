// What the catalog check needs to know about an image file: whether it exists, what format its bytes really are
// (whatever its name says) and its size in pixels. Reads only the file's header fields, through image-size.
import { existsSync, readFileSync } from 'node:fs';
import { imageSize } from 'image-size';

/** The formats a catalog image may have: an SVG illustration, or a JPEG, PNG or WebP photograph. */
export type ImageFormat = 'svg' | 'png' | 'jpeg' | 'webp';

/** What a file turned out to be. */
export type ImageFacts =
  | { readonly kind: 'missing' }
  | { readonly kind: 'unreadable'; readonly detected?: string }
  | { readonly kind: 'image'; readonly format: ImageFormat; readonly width: number; readonly height: number };

/**
 * The smallest photograph the storefront can use: large enough for the 1200×630 share image and a sharp hero on a
 * high-density phone. SVG illustrations scale, so they have no minimum.
 */
export const minimumRasterSize = { width: 1200, height: 630 } as const;

/** The format a file name promises ("photo.jpg" → "jpeg"). */
export function formatOfName(src: string): ImageFormat | undefined {
  const extension = /\.([a-z]+)$/.exec(src.toLowerCase())?.[1];
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg';
  return extension === 'svg' || extension === 'png' || extension === 'webp' ? extension : undefined;
}

/** Inspects the image at `path`. */
export function inspectImageFile(path: string): ImageFacts {
  if (!existsSync(path)) return { kind: 'missing' };
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(readFileSync(path));
  } catch {
    return { kind: 'unreadable' };
  }
  const format = size.type === 'jpg' ? 'jpeg' : size.type;
  if (format !== 'svg' && format !== 'png' && format !== 'jpeg' && format !== 'webp') return { kind: 'unreadable', detected: size.type };
  return { kind: 'image', format, width: size.width, height: size.height };
}
