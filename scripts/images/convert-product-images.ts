import type { CatalogApi, ProductView } from '@shop/catalog';
import type { ImageMedia } from '@shop/contracts';
import { detectImageType } from '@shop/domain';
import { KEY_PATTERN, type FileStore } from '../../platform/src/index';
import { PRODUCT_IMAGE_FOLDER, storeProductImage } from '../../gateway/src/images/store-product-image';

const PAGE = 100;
const UPLOADS = '/uploads/';

/** What a conversion did, line by line for the person running it. */
export interface ConversionReport {
  /** Photos stored again as their main JPEG and renditions. */
  converted: number;
  /** Products given their photos' details (and new URLs). */
  productsUpdated: number;
  /** Original files removed, their photo now stored under a `.jpg` of the same name. */
  originalsRemoved: number;
  lines: string[];
}

interface Converted {
  url: string;
  media: ImageMedia;
}

/** An uploaded product image the shop stores renditions for: its key, and its random name. */
function uploadedImage(url: string): { key: string; name: string } | null {
  if (!url.startsWith(`${UPLOADS}${PRODUCT_IMAGE_FOLDER}/`)) return null;
  const key = url.slice(UPLOADS.length);
  const match = KEY_PATTERN.exec(key);
  return match && match[3] === undefined ? { key, name: match[2]! } : null;
}

const variantImagesOf = (product: ProductView) => product.variants.flatMap((variant) => (variant.image ? [variant.image] : []));

/**
 * Converts the product photos uploaded before the shop resized them, once: each image a product
 * shows under /uploads/products/ without photo details is turned upright, stripped of its
 * metadata and stored again as its main JPEG and renditions under the same name; the product
 * then gets its `media` (and the `.jpg` URL, when the upload was a PNG or WebP, whose original is
 * then removed). GIFs and animated WebPs stay as they are. A second run finds nothing to do.
 * A variant's image is converted only when it is a JPEG already (its URL cannot change here).
 */
export async function convertProductImages(deps: { catalog: CatalogApi; files: FileStore }): Promise<ConversionReport> {
  const report: ConversionReport = { converted: 0, productsUpdated: 0, originalsRemoved: 0, lines: [] };
  const done = new Map<string, Converted | null>();
  const originals = new Set<string>();
  const failedOriginals = new Set<string>();

  /** The photo at `url` stored again, once per run however many products show it (null: left as it is). */
  async function convert(url: string): Promise<Converted | null> {
    if (done.has(url)) return done.get(url)!;
    const image = uploadedImage(url);
    const file = image && (await deps.files.get(image.key));
    let result: Converted | null = null;
    if (!image || !file) {
      if (image) report.lines.push(`missing: ${url} (no such file; left as it is)`);
    } else if (detectImageType(file.bytes) === 'gif') {
      report.lines.push(`kept: ${url} (GIF, not resized)`);
    } else {
      const stored = await storeProductImage(deps.files, file.bytes, { name: image.name });
      if (stored.media) {
        result = { url: stored.url, media: stored.media };
        report.converted += 1;
        report.lines.push(`converted: ${url} → ${stored.url} (${stored.media.widths.join(', ')} px; AVIF, WebP, JPEG)`);
        if (stored.url !== url) originals.add(image.key);
      } else {
        report.lines.push(`kept: ${url} (animated, not resized; metadata removed)`);
      }
    }
    done.set(url, result);
    return result;
  }

  for (let page = 1; ; page += 1) {
    const { products, pagination } = await deps.catalog.adminListProducts({ page, limit: PAGE });
    for (const product of products) {
      const variantImages = new Set(variantImagesOf(product));
      const shown = [product.images.primary, ...product.images.gallery, ...variantImages];
      const renamed = new Map<string, string>();
      const media: Record<string, ImageMedia> = { ...product.media };
      for (const url of new Set(shown)) {
        if (media[url] || !uploadedImage(url)) continue;
        // A variant's image is set with the variant grid: its URL cannot change here.
        if (variantImages.has(url) && !url.endsWith('.jpg')) {
          report.lines.push(`skipped: ${url} (image of a variant of "${product.name}"; upload it again on the variant grid)`);
          continue;
        }
        const converted = await convert(url);
        if (!converted) continue;
        media[converted.url] = converted.media;
        if (converted.url !== url) renamed.set(url, converted.url);
      }
      if (Object.keys(media).length === Object.keys(product.media).length && renamed.size === 0) continue;
      const renamedUrl = (url: string) => renamed.get(url) ?? url;
      try {
        await deps.catalog.patchProduct({
          id: product._id,
          patch: {
            ...(renamed.size > 0 ? { images: { primary: renamedUrl(product.images.primary), gallery: product.images.gallery.map(renamedUrl) } } : {}),
            media,
          },
        });
        report.productsUpdated += 1;
      } catch (error) {
        for (const url of renamed.keys()) failedOriginals.add(url.slice(UPLOADS.length));
        report.lines.push(`failed: product "${product.name}" (${product._id}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (page >= pagination.totalPages) break;
  }

  // The originals go once every product shows the converted photo (one that failed keeps its own).
  for (const key of originals) {
    if (failedOriginals.has(key)) continue;
    if (await deps.files.delete(key)) report.originalsRemoved += 1;
  }
  return report;
}
