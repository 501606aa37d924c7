import { useState, type CSSProperties } from 'react';
import type { ImageMedia } from '@shop/contracts/product-images';
import { useLowData } from '@/lib/low-data';
import { PLACEHOLDER_IMAGE, showPlaceholder } from '@/lib/placeholder-image';
import { isDrawing, pictureSources, usableMedia } from './responsive-image-sources';
import './responsive-image.css';

/** How a picture loads: `lazy` below the fold, `eager` above it, `priority` for the page's main picture. */
export type ImageLoading = 'lazy' | 'eager' | 'priority';

export interface ResponsiveImageProps {
  src: string;
  /** What the shop stored of an uploaded photo (`product.media[src]`); without it, the plain image. */
  media: ImageMedia | undefined;
  alt: string;
  /** How wide the picture is shown, as in `<img sizes>`: the browser picks the rendition from it. */
  sizes: string;
  loading?: ImageLoading;
  className?: string;
  /** The box's size; by default the photo's own (its aspect ratio), or a square for an image without media. */
  width?: number;
  height?: number;
  /** Low-data mode: the blurred placeholder stands in until the shopper asks for the picture (useImageHold). */
  held?: boolean;
}

/**
 * Low-data mode keeps pictures below the fold from loading until the shopper asks: `held` until
 * `show` is called. Drawings are light enough to load anyway.
 */
export function useImageHold(src: string, loading: ImageLoading): { held: boolean; show: () => void } {
  const lowData = useLowData();
  const [asked, setAsked] = useState(false);
  return { held: lowData && loading === 'lazy' && !asked && !isDrawing(src), show: () => setAsked(true) };
}

/** The blurred placeholder behind a picture still loading (set through the DOM, which the CSP allows). */
const placeholderBehind = (media: ImageMedia | undefined): CSSProperties | undefined =>
  media ? { backgroundImage: `url("${media.placeholder}")` } : undefined;

/**
 * An uploaded product photo as a `<picture>`: AVIF and WebP sources and a JPEG fallback, each at
 * the stored widths (only the smallest in low-data mode), the box sized from the photo so nothing
 * moves as it loads, its blurred placeholder showing until then. Without media (a drawing, an
 * image from elsewhere) it is a plain `<img>`; the storefront's cards and gallery show those with
 * ProductImage, which the home page's first paint shares. A picture that cannot load shows the
 * shop's placeholder.
 */
export function ResponsiveImage({ src, media, alt, sizes, loading = 'lazy', className, width, height, held = false }: ResponsiveImageProps) {
  const lowData = useLowData();
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const photo = usableMedia(media);
  const box = { width: width ?? photo?.width ?? 400, height: height ?? photo?.height ?? 400 };
  const classes = (extra: string) => [className, extra].filter(Boolean).join(' ') || undefined;
  const img = {
    alt,
    ...box,
    loading: loading === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: loading === 'priority' ? 'high' : undefined,
    decoding: 'async',
  } as const;

  if (held) {
    return (
      <span
        className={classes('responsive-image-held')}
        style={placeholderBehind(photo)}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        data-held-image={src}
      />
    );
  }
  if (!photo || failed) {
    return <img {...img} src={failed ? PLACEHOLDER_IMAGE : src} className={className} onError={showPlaceholder} />;
  }
  const { sources, srcSet, src: fallback } = pictureSources(src, photo, lowData);
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        {...img}
        src={fallback}
        srcSet={srcSet}
        sizes={sizes}
        className={classes(loaded ? '' : 'responsive-image-pending')}
        style={loaded ? undefined : placeholderBehind(photo)}
        onLoad={() => setLoaded(true)}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
