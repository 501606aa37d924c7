import { AppError, isBlank, parseInteger, PRODUCT_FORM_MESSAGES as F, readRwf } from '@shop/domain';
import type { catalogPb } from '@shop/proto';
import type { ProductPatch } from '../../api/catalog-api';
import { CATALOG_MESSAGES as M } from '../../core/catalog-messages';
import { mediaInputFromPb, mediaInputToPb } from './media-messages';
import { fiscalInputFromPb, fiscalInputToPb } from './product-messages';
import { translationsPatchFromPb, translationsPatchToPb } from './translation-messages';

// ProductPatch ⇄ protobuf. Absent stays absent both ways; a cleared value travels as an empty
// string (text) or a flag (original price, low-stock alert), so "not given" differs from zero.

const INT32_MAX = 2_147_483_647;

type Numeric = number | string | null | undefined;

/** A form value the wire cannot carry fails here with the message the service would give. */
function invalid(path: string, message: string): never {
  throw new AppError('invalid', message, [{ path, message }]);
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function priceOf(value: Numeric, path: string, required: string, wrong: string, fractional: string): number | undefined {
  if (value === undefined) return undefined;
  const read = readRwf(value);
  if (read === 'blank') return invalid(path, required);
  if (read === 'fractional') return invalid(path, fractional);
  if (read === 'invalid') return invalid(path, wrong);
  return Number.isSafeInteger(read) ? read : invalid(path, M.priceTooLarge);
}

function countOf(value: Numeric, path: string, wrong: string): number | undefined {
  if (value === undefined || isBlank(value)) return undefined;
  const parsed = parseInteger(value);
  return parsed === null || Math.abs(parsed) > INT32_MAX ? invalid(path, wrong) : parsed;
}

const listToPb = (values: unknown): catalogPb.StringList | undefined =>
  Array.isArray(values) ? { values: values.filter((v): v is string => typeof v === 'string') } : undefined;

/** The patch as the wire carries it (checked on the calling side, like the full form). */
export function productPatchToPb(patch: ProductPatch): catalogPb.ProductPatch {
  const { stock, images } = patch ?? {};
  const quantity = stock?.quantity;
  const threshold = stock?.lowStockThreshold;
  return {
    name: patch.name === undefined ? undefined : textOf(patch.name),
    description: patch.description === undefined ? undefined : textOf(patch.description),
    shortDescription: patch.shortDescription === undefined ? undefined : textOf(patch.shortDescription),
    price: priceOf(patch.price, 'price', F.priceRequired, F.priceInvalid, F.priceFractional),
    originalPrice: isBlank(patch.originalPrice)
      ? undefined
      : priceOf(patch.originalPrice, 'originalPrice', F.originalPriceInvalid, F.originalPriceInvalid, F.originalPriceFractional),
    clearOriginalPrice: patch.originalPrice !== undefined && isBlank(patch.originalPrice),
    category: patch.category === undefined ? undefined : textOf(patch.category),
    brand: patch.brand === undefined ? undefined : textOf(patch.brand),
    images: images
      ? {
          primary: images.primary === undefined ? undefined : textOf(images.primary),
          gallery: images.gallery === undefined ? undefined : { values: (images.gallery ?? []).map(textOf) },
        }
      : undefined,
    stock: stock
      ? {
          quantity: quantity !== undefined && isBlank(quantity) ? invalid('stock.quantity', F.stockRequired) : countOf(quantity, 'stock.quantity', F.stockInvalid),
          lowStockThreshold: countOf(threshold, 'stock.lowStockThreshold', F.lowStockInvalid),
          defaultLowStockThreshold: threshold !== undefined && isBlank(threshold),
        }
      : undefined,
    isFeatured: patch.isFeatured === undefined ? undefined : patch.isFeatured === true,
    status: patch.status === undefined ? undefined : textOf(patch.status),
    badge: patch.badge === undefined ? undefined : textOf(patch.badge),
    features: listToPb(patch.features),
    tags: listToPb(patch.tags),
    translations: patch.translations === undefined ? undefined : translationsPatchToPb(patch.translations),
    fiscal: fiscalInputToPb(patch.fiscal),
    media: mediaInputToPb(patch.media),
  };
}

/** Only what was set: the core keeps every other field as stored. */
export function productPatchFromPb(pb: catalogPb.ProductPatch | undefined): ProductPatch {
  if (!pb) return {};
  const patch: ProductPatch = {};
  for (const key of ['name', 'description', 'shortDescription', 'price', 'category', 'brand', 'isFeatured', 'status', 'badge'] as const) {
    if (pb[key] !== undefined) Object.assign(patch, { [key]: pb[key] });
  }
  if (pb.clearOriginalPrice) patch.originalPrice = null;
  else if (pb.originalPrice !== undefined) patch.originalPrice = pb.originalPrice;
  if (pb.features) patch.features = pb.features.values;
  if (pb.tags) patch.tags = pb.tags.values;
  if (pb.translations) patch.translations = translationsPatchFromPb(pb.translations);
  if (pb.fiscal) patch.fiscal = fiscalInputFromPb(pb.fiscal);
  if (pb.media) patch.media = mediaInputFromPb(pb.media);
  if (pb.images) {
    patch.images = {
      ...(pb.images.primary !== undefined ? { primary: pb.images.primary } : {}),
      ...(pb.images.gallery ? { gallery: pb.images.gallery.values } : {}),
    };
  }
  if (pb.stock) {
    const { quantity, lowStockThreshold, defaultLowStockThreshold } = pb.stock;
    patch.stock = {
      ...(quantity !== undefined ? { quantity } : {}),
      ...(defaultLowStockThreshold ? { lowStockThreshold: null } : lowStockThreshold !== undefined ? { lowStockThreshold } : {}),
    };
  }
  return patch;
}
