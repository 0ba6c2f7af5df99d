// A catalog image: a photograph offers AVIF and WebP in several widths (the browser picks by `sizes` and its
// screen; the build wrote the sources, with `sizes`, into the catalog data: see lib/responsive-image.ts) with the
// original file as the fallback; an SVG illustration is a plain <img>. Explicit width and height keep the layout from shifting while
// it loads. Kept small on purpose: it is in every theme page's first JavaScript (size-budget.json).
import type { ImgHTMLAttributes } from 'react';
import { servedPaths } from '../config/paths';
import type { PublishedImage } from '../lib/responsive-image';

interface CatalogImageProps extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'loading' | 'fetchPriority'> {
  readonly image: PublishedImage;
}

/**
 * Give the page's largest image (its LCP) `fetchPriority="high"` and no `loading`, so it is fetched first; give
 * the others `loading="lazy"`.
 */
export function CatalogImage({ image, ...attributes }: CatalogImageProps) {
  // Illustrations are drawn on a 4:3 canvas: 640×480 only fixes the box's proportions, CSS sets its width.
  const img = <img {...attributes} src={servedPaths.images.getHref(image.src)} alt={image.alt} width={image.width ?? 640} height={image.height ?? 480} />;
  if (!image.sources) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      {img}
    </picture>
  );
}
