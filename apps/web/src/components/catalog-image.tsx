// A catalog image: an SVG illustration as a plain <img>, a photograph as a <picture> offering AVIF and WebP in
// several widths (the browser picks by `sizes` and its screen) with the original file as the fallback. Explicit
// width and height keep the layout from shifting while it loads.
import type { ResolvedImage } from '@partybox/catalog/model';
import { servedPaths } from '../config/paths';
import { isPhoto, photoSrcSet, renditionFormats } from '../lib/responsive-image';

interface CatalogImageProps {
  readonly image: ResolvedImage;
  /** How wide the image is drawn, for the browser's choice among widths (the `sizes` attribute). */
  readonly sizes: string;
  readonly className?: string;
  /** `alt=""` where the image only repeats text beside it. */
  readonly decorative?: boolean;
  /** The page's largest image (its LCP): fetched first, never lazily. Otherwise loaded as it nears the screen. */
  readonly priority?: boolean;
}

/** Illustrations are drawn on a 4:3 canvas; the attributes only fix the box's proportions, CSS sets its width. */
const illustrationSize = { width: 640, height: 480 };

export function CatalogImage({ image, sizes, className, decorative = false, priority = false }: CatalogImageProps) {
  const loading = priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const };
  const alt = decorative ? '' : image.alt;
  if (!isPhoto(image)) {
    return <img className={className} src={servedPaths.images.getHref(image.src)} alt={alt} {...illustrationSize} {...loading} />;
  }
  return (
    <picture className="catalog-picture">
      {renditionFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={photoSrcSet(image, format)} sizes={sizes} />
      ))}
      <img className={className} src={servedPaths.images.getHref(image.src)} alt={alt} width={image.width} height={image.height} {...loading} />
    </picture>
  );
}
