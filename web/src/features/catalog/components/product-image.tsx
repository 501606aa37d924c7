import type { SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '../utils/product-view';

function fallBack(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}

/** A product picture that falls back to the placeholder when it cannot load. */
export function ProductImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={400}
      height={400}
      onError={fallBack}
    />
  );
}
