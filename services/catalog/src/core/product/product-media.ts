import { IMAGE_WIDTHS, imageMediaSchema, type ImageMedia } from '@shop/contracts';
import type { FieldError } from '@shop/domain';

/**
 * What the shop knows of each uploaded photo a product shows (its size, stored widths and
 * placeholder), kept as a list: a URL is a poor field name in a document store ('.' is a path).
 */
export type StoredImageMedia = ImageMedia & { url: string };

/** The main file of an uploaded photo, the only URL whose renditions the shop stores. */
const UPLOADED_PHOTO = /^\/uploads\/products\/[0-9a-f]{32}\.jpg$/;

export const MEDIA_INVALID = 'Image details must give the width, height, stored widths and placeholder of an uploaded photo';

export interface ParsedMedia {
  /** By URL; entries for URLs that are not uploaded photos are left out. */
  value: Record<string, ImageMedia>;
  errors: FieldError[];
}

/** The widths are ascending, none wider than the photo, each a stored width or the photo's own. */
function widthsFit(media: ImageMedia): boolean {
  return media.widths.every(
    (width, index) =>
      width <= media.width &&
      (index === 0 || width > media.widths[index - 1]!) &&
      ((IMAGE_WIDTHS as readonly number[]).includes(width) || width === media.width),
  );
}

/** `media` as the form gives it (absent or null: none). */
export function parseMedia(input: unknown): ParsedMedia {
  if (input == null) return { value: {}, errors: [] };
  if (typeof input !== 'object' || Array.isArray(input)) return { value: {}, errors: [{ path: 'media', message: MEDIA_INVALID }] };
  const value: Record<string, ImageMedia> = {};
  const errors: FieldError[] = [];
  for (const [url, entry] of Object.entries(input)) {
    const parsed = imageMediaSchema.safeParse(entry);
    if (!parsed.success || !widthsFit(parsed.data)) {
      errors.push({ path: `media.${url}`, message: MEDIA_INVALID });
      continue;
    }
    if (UPLOADED_PHOTO.test(url)) value[url] = parsed.data;
  }
  return { value, errors };
}

/** The entries for the URLs the product shows, in their order; the others are dropped. */
export function mediaToStore(media: Record<string, ImageMedia>, shownUrls: readonly string[]): StoredImageMedia[] {
  const stored: StoredImageMedia[] = [];
  for (const url of new Set(shownUrls)) {
    const entry = Object.hasOwn(media, url) ? media[url] : undefined;
    if (entry) stored.push({ url, width: entry.width, height: entry.height, widths: [...entry.widths], placeholder: entry.placeholder });
  }
  return stored;
}

/** The stored list by URL, for the URLs the product shows (a variant's image may have gone since). */
export function mediaByUrl(stored: readonly StoredImageMedia[] | undefined, shownUrls: readonly string[]): Record<string, ImageMedia> {
  const shown = new Set(shownUrls);
  const byUrl: Record<string, ImageMedia> = {};
  for (const { url, width, height, widths, placeholder } of stored ?? []) {
    if (shown.has(url)) byUrl[url] = { width, height, widths: [...widths], placeholder };
  }
  return byUrl;
}

/** The images of a product's variants (the admin form does not carry them). */
export function variantImagesOf(product: { variants?: readonly { image?: string }[] }): string[] {
  return (product.variants ?? []).flatMap((variant) => (variant.image ? [variant.image] : []));
}

/** Every image URL a product shows: its primary image, its gallery and its variants' images. */
export function shownImageUrls(product: { images: { primary: string; gallery: readonly string[] }; variants?: readonly { image?: string }[] }): string[] {
  return [product.images.primary, ...product.images.gallery, ...variantImagesOf(product)];
}
