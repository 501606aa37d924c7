import type { ImgHTMLAttributes } from 'react';
import type { ImageMedia } from '@shop/contracts/product-images';
import { PLACEHOLDER_IMAGE, showPlaceholder } from '@/lib/placeholder-image';
import { ResponsiveImage } from './responsive-image';

type ThumbnailProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'loading' | 'onError'> & {
  /** The product's picture; blank shows the placeholder. */
  src: string;
  /** What the shop stored of it when it is an uploaded photo: then the smallest rendition loads. */
  media?: ImageMedia;
  size: number;
};

/**
 * A small product picture in a list, decorative (the name is beside it): loaded lazily, with the
 * placeholder when it cannot load.
 */
export function ProductThumbnail({ src, media, size, ...img }: ThumbnailProps) {
  if (src && media) {
    return <ResponsiveImage src={src} media={media} alt="" sizes={`${size}px`} width={size} height={size} className={img.className} />;
  }
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
