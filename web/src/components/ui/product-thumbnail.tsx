import type { ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, showPlaceholder } from '@/lib/placeholder-image';

type ThumbnailProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'loading' | 'onError'> & {
  /** The product's picture; blank shows the placeholder. */
  src: string;
  size: number;
};

/**
 * A small product picture in a list, decorative (the name is beside it): loaded lazily, with the
 * placeholder when it cannot load.
 */
export function ProductThumbnail({ src, size, ...img }: ThumbnailProps) {
  return (
    <img
      {...img}
      src={src || PLACEHOLDER_IMAGE}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={showPlaceholder}
    />
  );
}
