import { VARIANT_MESSAGES, variantLabelOf, type ProductVariantsBody } from '@shop/contracts';
import { AppError, DEFAULT_FISCAL_TAX_TYPE, isFiscalTaxType } from '@shop/domain';
import type { catalogPb, commonPb } from '@shop/proto';
import type {
  AdminProductQuery,
  Category,
  NameCount,
  Pagination,
  ProductInput,
  ProductListQuery,
  ProductPage,
  ProductSortKey,
  ProductStatus,
  ProductView,
  SortOrder,
} from '../../api/catalog-api';
import { parseFiscal } from '../../core/product/product-fiscal';
import { mediaFromPb, mediaInputFromPb, mediaInputToPb, mediaToPb } from './media-messages';
import { translationsFromPb, translationsToPb } from './translation-messages';

// ProductView ⇄ protobuf. Absent optionals stay absent both ways.

export function productToPb(view: ProductView): catalogPb.Product {
  return {
    id: view._id,
    name: view.name,
    slug: view.slug,
    brand: view.brand,
    category: view.category,
    price: view.price,
    originalPrice: view.originalPrice,
    image: view.image,
    images: { primary: view.images.primary, gallery: view.images.gallery },
    media: mediaToPb(view.media),
    badge: view.badge,
    isFeatured: view.isFeatured,
    isActive: view.isActive,
    status: view.status,
    shortDescription: view.shortDescription,
    description: view.description,
    features: view.features,
    tags: view.tags,
    translations: translationsToPb(view.translations),
    currency: view.currency,
    creator: view.creator,
    stock: { quantity: view.stock.quantity, reserved: view.stock.reserved, lowStockThreshold: view.stock.lowStockThreshold },
    options: view.options.map((option) => ({ name: option.name, values: option.values })),
    variants: view.variants.map((variant) => ({
      id: variant._id,
      sku: variant.sku,
      options: variant.options,
      price: variant.price,
      originalPrice: variant.originalPrice,
      image: variant.image,
      stock: { quantity: variant.stock.quantity, reserved: variant.stock.reserved, lowStockThreshold: variant.stock.lowStockThreshold },
    })),
    rating: { average: view.rating.average, count: view.rating.count },
    reviewCount: view.rating.count,
    views: view.views,
    purchases: view.purchases,
    wishlistCount: view.wishlistCount,
    fiscal: { itemCode: view.fiscal.itemCode, taxType: view.fiscal.taxType },
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
  };
}

export function productFromPb(pb: catalogPb.Product): ProductView {
  const stock = pb.stock ?? { quantity: 0, reserved: 0, lowStockThreshold: 0 };
  const primary = pb.images?.primary ?? pb.image;
  return {
    _id: pb.id,
    name: pb.name,
    slug: pb.slug,
    brand: pb.brand,
    category: pb.category as Category,
    price: pb.price,
    ...(pb.originalPrice !== undefined ? { originalPrice: pb.originalPrice } : {}),
    image: primary,
    images: { primary, gallery: pb.images?.gallery ?? [] },
    media: mediaFromPb(pb.media),
    ...(pb.badge !== undefined ? { badge: pb.badge } : {}),
    isFeatured: pb.isFeatured,
    isActive: pb.isActive,
    status: pb.status as ProductStatus,
    shortDescription: pb.shortDescription,
    description: pb.description,
    features: pb.features,
    tags: pb.tags,
    translations: translationsFromPb(pb.translations),
    currency: 'RWF',
    creator: pb.creator,
    stock: {
      quantity: stock.quantity,
      reserved: stock.reserved,
      available: Math.max(0, stock.quantity - stock.reserved),
      lowStockThreshold: stock.lowStockThreshold,
    },
    options: pb.options.map((option) => ({ name: option.name, values: option.values })),
    variants: pb.variants.map(variantFromPb),
    rating: { average: pb.rating?.average ?? 0, count: pb.rating?.count ?? 0 },
    views: pb.views,
    purchases: pb.purchases,
    wishlistCount: pb.wishlistCount,
    fiscal: {
      itemCode: pb.fiscal?.itemCode ?? '',
      taxType: isFiscalTaxType(pb.fiscal?.taxType) ? pb.fiscal.taxType : DEFAULT_FISCAL_TAX_TYPE,
    },
    createdAt: pb.createdAt,
    updatedAt: pb.updatedAt,
  };
}

function variantFromPb(pb: catalogPb.ProductVariant): ProductView['variants'][number] {
  const stock = pb.stock ?? { quantity: 0, reserved: 0, lowStockThreshold: 0 };
  return {
    _id: pb.id,
    sku: pb.sku,
    options: pb.options,
    label: variantLabelOf(pb.options),
    price: pb.price,
    ...(pb.originalPrice !== undefined ? { originalPrice: pb.originalPrice } : {}),
    ...(pb.image !== undefined ? { image: pb.image } : {}),
    stock: {
      quantity: stock.quantity,
      reserved: stock.reserved,
      available: Math.max(0, stock.quantity - stock.reserved),
      lowStockThreshold: stock.lowStockThreshold,
    },
  };
}

/** An admin's options and variants on the wire: numbers as numbers (the service checks each), blanks left unset. */
export function variantsBodyToPb(id: string, body: ProductVariantsBody): catalogPb.ReplaceProductVariantsRequest {
  const count = (value: number | string | null | undefined, path: string, message: string) => {
    if (value == null || value === '') return undefined;
    const number = typeof value === 'string' ? Number(value.trim()) : value;
    if (!Number.isSafeInteger(number) || number < 0) throw new AppError('invalid', message, [{ path, message }]);
    return number;
  };
  return {
    id,
    options: body.options.map((option) => ({ name: option.name, values: option.values })),
    variants: body.variants.map((row, index) => ({
      options: row.options,
      sku: row.sku ?? undefined,
      price: count(row.price, `variants.${index}.price`, VARIANT_MESSAGES.priceInvalid),
      originalPrice: count(row.originalPrice, `variants.${index}.originalPrice`, VARIANT_MESSAGES.priceInvalid),
      noOriginalPrice: row.originalPrice === null || row.originalPrice === '',
      quantity: count(row.quantity, `variants.${index}.quantity`, VARIANT_MESSAGES.quantityInvalid) ?? -1,
      lowStockThreshold: count(row.lowStockThreshold, `variants.${index}.lowStockThreshold`, VARIANT_MESSAGES.thresholdInvalid),
      image: row.image ?? undefined,
    })),
  };
}

export function variantsBodyFromPb(pb: catalogPb.ReplaceProductVariantsRequest): ProductVariantsBody {
  return {
    options: pb.options.map((option) => ({ name: option.name, values: option.values })),
    variants: pb.variants.map((row) => ({
      options: row.options,
      ...(row.sku !== undefined ? { sku: row.sku } : {}),
      ...(row.price !== undefined ? { price: row.price } : {}),
      ...(row.noOriginalPrice ? { originalPrice: null } : row.originalPrice !== undefined ? { originalPrice: row.originalPrice } : {}),
      quantity: row.quantity,
      ...(row.lowStockThreshold !== undefined ? { lowStockThreshold: row.lowStockThreshold } : {}),
      ...(row.image !== undefined ? { image: row.image } : {}),
    })),
  };
}

/**
 * A form's EBM fields on the wire, checked on the calling side (a value the wire cannot carry
 * fails with the service's message). A field left out travels unset; a blank or null one (keep
 * the stored value) as an empty string, so a patch naming only it still names a field.
 */
export function fiscalInputToPb(fiscal: ProductInput['fiscal']): catalogPb.ProductFiscalInput | undefined {
  if (fiscal === undefined) return undefined;
  const { value, errors } = parseFiscal(fiscal);
  if (errors.length > 0) throw new AppError('invalid', errors[0]!.message, errors);
  if (fiscal === null) return undefined;
  return {
    itemCode: fiscal.itemCode === undefined ? undefined : (value.itemCode ?? ''),
    taxType: fiscal.taxType === undefined ? undefined : (value.taxType ?? ''),
  };
}

export function fiscalInputFromPb(pb: catalogPb.ProductFiscalInput | undefined): ProductInput['fiscal'] {
  if (!pb) return undefined;
  return { ...(pb.itemCode !== undefined ? { itemCode: pb.itemCode } : {}), ...(pb.taxType !== undefined ? { taxType: pb.taxType } : {}) };
}

export const paginationToPb = (p: Pagination): commonPb.Pagination => ({ ...p });
export const paginationFromPb = (p: commonPb.Pagination | undefined): Pagination => ({
  page: p?.page ?? 1,
  limit: p?.limit ?? 0,
  total: p?.total ?? 0,
  totalPages: p?.totalPages ?? 0,
});

export const pageToPb = (page: ProductPage): catalogPb.ListProductsReply => ({
  products: page.products.map(productToPb),
  pagination: paginationToPb(page.pagination),
  searchedFor: page.searchedFor,
});
export const pageFromPb = (reply: catalogPb.ListProductsReply): ProductPage => ({
  products: reply.products.map(productFromPb),
  pagination: paginationFromPb(reply.pagination),
  ...(reply.searchedFor !== undefined ? { searchedFor: reply.searchedFor } : {}),
});

export const facetsFromPb = (reply: catalogPb.FacetsReply): NameCount[] => reply.items.map(({ name, count }) => ({ name, count }));

/** A page asked for; an absent number travels as 0. */
export const pageRequestToPb = (page: { page?: number; limit?: number }): commonPb.PageRequest => ({ page: page.page ?? 0, limit: page.limit ?? 0 });

const roundedBound = (value: number | undefined, round: (n: number) => number) =>
  typeof value === 'number' && Number.isFinite(value) ? round(value) : value;

/** Both listings travel as ListProductsRequest; admin ones use filter.status. */
export function listQueryToPb(query: ProductListQuery & AdminProductQuery): catalogPb.ListProductsRequest {
  return {
    page: pageRequestToPb(query),
    filter: {
      search: query.search,
      category: query.category,
      brand: query.brand,
      // The wire carries whole francs; prices are whole, so a decimal bound means the next whole one inside it.
      minPrice: roundedBound(query.minPrice, Math.ceil),
      maxPrice: roundedBound(query.maxPrice, Math.floor),
      featured: query.featured,
      inStock: query.inStock,
      tags: query.tags ?? [],
      status: query.status,
      exact: query.exact,
    },
    sortBy: query.sortBy ?? '',
    sortOrder: query.sortOrder ?? '',
  };
}

export function listQueryFromPb(request: catalogPb.ListProductsRequest): ProductListQuery & AdminProductQuery {
  const filter = request.filter;
  const query: ProductListQuery & AdminProductQuery = {
    ...(request.page?.page ? { page: request.page.page } : {}),
    ...(request.page?.limit ? { limit: request.page.limit } : {}),
    ...(request.sortBy ? { sortBy: request.sortBy as ProductSortKey } : {}),
    ...(request.sortOrder ? { sortOrder: request.sortOrder as SortOrder } : {}),
    ...(filter?.tags.length ? { tags: filter.tags } : {}),
  };
  for (const key of ['search', 'exact', 'category', 'brand', 'minPrice', 'maxPrice', 'featured', 'inStock', 'status'] as const) {
    if (filter?.[key] !== undefined) Object.assign(query, { [key]: filter[key] });
  }
  return query;
}

/** The form as the core cleaned it: numbers, blanks dropped. */
export function productInputToPb(input: ProductInput): catalogPb.ProductInput {
  return {
    name: String(input.name ?? ''),
    description: String(input.description ?? ''),
    shortDescription: String(input.shortDescription ?? ''),
    price: Number(input.price),
    originalPrice: input.originalPrice == null ? undefined : Number(input.originalPrice),
    category: String(input.category ?? ''),
    brand: String(input.brand ?? ''),
    images: { primary: input.images?.primary ?? '', gallery: (input.images?.gallery ?? []).map(String) },
    stock: {
      quantity: Number(input.stock?.quantity),
      lowStockThreshold: input.stock?.lowStockThreshold == null ? undefined : Number(input.stock.lowStockThreshold),
    },
    isFeatured: input.isFeatured === true,
    status: String(input.status ?? ''),
    badge: input.badge ?? undefined,
    features: input.features ?? [],
    tags: input.tags ?? [],
    translations: input.translations === undefined ? undefined : translationsToPb(input.translations),
    fiscal: fiscalInputToPb(input.fiscal),
    media: mediaInputToPb(input.media),
  };
}

export function productInputFromPb(pb: catalogPb.ProductInput | undefined): ProductInput {
  if (!pb) return {};
  return {
    name: pb.name,
    description: pb.description,
    shortDescription: pb.shortDescription,
    price: pb.price,
    ...(pb.originalPrice !== undefined ? { originalPrice: pb.originalPrice } : {}),
    category: pb.category,
    brand: pb.brand,
    images: { primary: pb.images?.primary ?? '', gallery: pb.images?.gallery ?? [] },
    stock: {
      quantity: pb.stock?.quantity ?? 0,
      ...(pb.stock?.lowStockThreshold !== undefined ? { lowStockThreshold: pb.stock.lowStockThreshold } : {}),
    },
    isFeatured: pb.isFeatured,
    status: pb.status,
    ...(pb.badge !== undefined ? { badge: pb.badge } : {}),
    features: pb.features,
    tags: pb.tags,
    ...(pb.translations ? { translations: translationsFromPb(pb.translations) } : {}),
    ...(pb.fiscal ? { fiscal: fiscalInputFromPb(pb.fiscal) } : {}),
    ...(pb.media ? { media: mediaInputFromPb(pb.media) } : {}),
  };
}

export const facetsToPb = (items: NameCount[]): catalogPb.FacetsReply => ({ items: items.map(({ name, count }) => ({ name, count })) });
