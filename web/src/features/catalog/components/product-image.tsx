import { showPlaceholder } from '@/lib/placeholder-image';

/** How a picture loads: `lazy` below the fold, `eager` above it, `priority` for the page's main picture. */
export type ImageLoading = 'lazy' | 'eager' | 'priority';

/**
 * A product picture that falls back to the placeholder when it cannot load. Its width and
 * height reserve the box before it loads.
 */
export function ProductImage({
  src,
  alt,
  className,
  loading = 'lazy',
}: {
  src: string;
  alt: string;
  className?: string;
  loading?: ImageLoading;
}) {
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : undefined}
      decoding="async"
      width={400}
      height={400}
      onError={showPlaceholder}
    />
  );
}
