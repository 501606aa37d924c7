// Free of zod, so the browser can import it (`@shop/contracts/product-images`).

/**
 * The site path of the picture shown for a product without one, or whose image cannot load
 * (SPEC section 3: image, then placeholder); web/public serves it.
 */
export const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

/**
 * The widths an uploaded product photo is stored at (never wider than the photo itself), in
 * each of the formats below: a card on a phone needs the smallest, a desktop gallery the largest.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** The formats of each stored width, best first; JPEG is the fallback every browser shows. */
export const IMAGE_FORMATS = [
  { format: 'avif', extension: 'avif', contentType: 'image/avif' },
  { format: 'webp', extension: 'webp', contentType: 'image/webp' },
  { format: 'jpeg', extension: 'jpg', contentType: 'image/jpeg' },
] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number]['format'];

/** The longest placeholder a product may carry: a blurred WebP a few pixels wide, as a data URL. */
export const IMAGE_PLACEHOLDER_MAX = 1_200;
export const IMAGE_PLACEHOLDER_PATTERN = /^data:image\/webp;base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * What the shop knows of an uploaded photo, kept in the product beside its URL (`media[url]`):
 * its size after orientation, the widths it is stored at, and its placeholder.
 */
export interface ImageMedia {
  width: number;
  height: number;
  /** Ascending, each one of IMAGE_WIDTHS or the photo's own width when it is narrower. */
  widths: number[];
  placeholder: string;
}

/** `/uploads/products/<name>.jpg` → its stored rendition `/uploads/products/<name>-640.webp`. */
export function renditionUrl(url: string, width: number, format: ImageFormat): string {
  const extension = IMAGE_FORMATS.find((entry) => entry.format === format)!.extension;
  return `${url.replace(/\.[a-z0-9]+$/, '')}-${width}.${extension}`;
}
