import { IMAGE_FORMATS, renditionUrl, type ImageMedia } from '@shop/contracts/product-images';

/** What a `<picture>` of an uploaded photo lists: a `<source>` per modern format, then the JPEG `<img>`. */
export interface PictureSources {
  /** AVIF then WebP: the browser takes the first it can show. */
  sources: { type: string; srcSet: string }[];
  /** The JPEG renditions, which every browser shows. */
  srcSet: string;
  /** The smallest JPEG, for a browser that reads no srcset. */
  src: string;
}

/** The widths a picture may load: all stored ones, or only the smallest in low-data mode. */
export function pictureWidths(media: ImageMedia, lowData: boolean): number[] {
  const widths = [...media.widths].sort((a, b) => a - b);
  return lowData ? widths.slice(0, 1) : widths;
}

/**
 * The renditions of the photo at `url` as `srcset`s with width descriptors, so the browser picks
 * the width the `sizes` of the place it is shown in asks for, at the screen's pixel density.
 */
export function pictureSources(url: string, media: ImageMedia, lowData: boolean): PictureSources {
  const widths = pictureWidths(media, lowData);
  const srcSet = (format: (typeof IMAGE_FORMATS)[number]['format']) =>
    widths.map((width) => `${renditionUrl(url, width, format)} ${width}w`).join(', ');
  return {
    sources: IMAGE_FORMATS.filter(({ format }) => format !== 'jpeg').map(({ format, contentType }) => ({
      type: contentType,
      srcSet: srcSet(format),
    })),
    srcSet: srcSet('jpeg'),
    src: renditionUrl(url, widths[0]!, 'jpeg'),
  };
}

/** The media of a photo when the shop stored renditions of it; undefined for a drawing or an image from elsewhere. */
export function usableMedia(media: ImageMedia | undefined): ImageMedia | undefined {
  return media && media.widths.length > 0 ? media : undefined;
}

/** A drawing (SVG) weighs less than a button to ask for it: low-data mode shows it anyway. */
export function isDrawing(url: string): boolean {
  return /\.svg(?:[?#]|$)/i.test(url);
}
