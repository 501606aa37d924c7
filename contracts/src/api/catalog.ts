// The catalog's HTTP API: the `data` of successful envelopes (SPEC section 3) and what the web
// sends. The gateway validates and documents them (OpenAPI); the web reads them through the types.
import { CATEGORIES, FISCAL_TAX_TYPES, PRODUCT_SORT_KEYS, PRODUCT_STATUSES, TRANSLATION_LANGUAGES } from '@shop/domain';
import { z } from 'zod';
import { money } from '../fields';
import { VARIANT_LIMITS, VARIANT_MESSAGES } from '../variants';
import { IMAGE_PLACEHOLDER_MAX, IMAGE_PLACEHOLDER_PATTERN, IMAGE_WIDTHS } from '../product-images';
import { paginationSchema } from './pagination';
import { limitQuery, optionalParam, pageQuery } from './query-params';

/**
 * A product's texts in French or Kinyarwanda. A field left out is shown in English; blank texts
 * and an empty features list are never stored.
 */
export const productTextSchema = z.object({
  name: z.string().optional(),
  shortDescription: z.string().optional(),
  description: z.string().optional(),
  features: z.array(z.string()).optional(),
});
export type ProductText = z.infer<typeof productTextSchema>;

/** The product's texts per language besides English (its own fields): `{}` when it has none. */
export const productTranslationsSchema = z.object({ fr: productTextSchema.optional(), rw: productTextSchema.optional() });
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;
// Every language a product is translated into has its texts here.
TRANSLATION_LANGUAGES satisfies readonly (keyof ProductTranslations)[];

/**
 * An RRA (EBM) item code: country of origin (2 letters), product type (1 raw material, 2 finished
 * product, 3 service), packaging unit (2 letters), quantity unit (1 or 2 letters), then a 7-digit
 * number, as in RW2NTU0000012.
 */
export const ITEM_CODE_PATTERN = /^[A-Z]{2}[1-3][A-Z]{2}[A-Z]{1,2}\d{7}$/;

/** What the catalog answers when a product's EBM fields are refused. */
export const FISCAL_MESSAGES = {
  itemCodeInvalid: 'Item code must look like RW2NTU0000012: country, product type (1, 2 or 3), packaging unit, quantity unit and a 7-digit number',
  taxTypeInvalid: 'Tax type must be A, B, C or D',
  fiscalInvalid: 'EBM details must give an item code and a tax type',
  itemCodeTaken: 'This item code is already used by another product',
} as const;

/** What the shop's fiscal receipts (EBM) print for the product. */
export const productFiscalSchema = z.object({
  itemCode: z.string().describe('RRA item code, e.g. RW2NTU0000012; assigned by the catalog when the admin gives none'),
  taxType: z.enum(FISCAL_TAX_TYPES).describe('A exempt, B 18% VAT, C zero-rated, D non-taxable'),
});
export type ProductFiscal = z.infer<typeof productFiscalSchema>;

/** An option of a product (Size, Colour, Capacity, Layout) and the values it is sold in. */
export const productOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOption = z.infer<typeof productOptionSchema>;

/** Stock as the shop counts it: reserved units are held by open orders. */
const stockSchema = z.object({
  quantity: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  lowStockThreshold: z.number().int(),
});

/** A combination of option values that is sold, with its own SKU, price and stock. */
export const productVariantSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  options: z.array(z.string()).describe('One value per product option, in the order of the options'),
  label: z.string().describe('The values joined, e.g. "L / Black": what carts, orders and receipts show'),
  price: money,
  originalPrice: z.number().int().optional(),
  image: z.string().optional().describe('Shown when the shopper picks this variant; the product’s images otherwise'),
  stock: stockSchema,
});
export type ProductVariant = z.infer<typeof productVariantSchema>;


/** An uploaded photo's size, stored widths and blurred placeholder (`@shop/contracts/product-images`). */
export const imageMediaSchema = z.object({
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  widths: z.array(z.number().int().min(1).max(20_000)).min(1).max(IMAGE_WIDTHS.length),
  placeholder: z.string().max(IMAGE_PLACEHOLDER_MAX).regex(IMAGE_PLACEHOLDER_PATTERN, 'Placeholder must be a WebP data URL'),
});

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  category: z.enum(CATEGORIES),
  price: money,
  originalPrice: z.number().int().optional(),
  image: z.string(),
  images: z.object({ primary: z.string(), gallery: z.array(z.string()) }),
  media: z
    .record(z.string(), imageMediaSchema)
    .describe('Uploaded photos by their URL: each is also stored at `widths` as AVIF, WebP and JPEG (`<url without extension>-<width>.<avif|webp|jpg>`)'),
  badge: z.string().optional(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  shortDescription: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  tags: z.array(z.string()),
  translations: productTranslationsSchema.describe('French (fr) and Kinyarwanda (rw) texts; a field absent there is shown in English'),
  currency: z.literal('RWF'),
  creator: z.string(),
  stock: stockSchema.describe('With variants: the sums of theirs (the threshold is the product’s)'),
  options: z.array(productOptionSchema).describe('Up to 3; empty for a product sold as one thing'),
  variants: z
    .array(productVariantSchema)
    .describe('One per combination sold; empty without options. With variants, price is the lowest variant price'),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  views: z.number().int(),
  purchases: z.number().int(),
  wishlistCount: z.number().int(),
  fiscal: productFiscalSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productsSchema = z.object({ products: z.array(productSchema) });

/** Shopper listings (SPEC section 3). */
export const listingSchema = z.object({
  products: z.array(productSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    totalProducts: z.number().int(),
  }),
  searchedFor: z
    .string()
    .optional()
    .describe('The search as the shop corrected it ("keybord" → "keyboard"); present only when it corrected a word the catalogue does not know'),
});
export type ProductListing = z.infer<typeof listingSchema>;
export type ListingPagination = ProductListing['pagination'];

/** Admin product lists. */
export const adminProductPageSchema = z.object({ products: z.array(productSchema), pagination: paginationSchema });
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** A name with its product count, as GET /products/categories and /products/brands list them. */
export const facetsSchema = z.array(z.object({ name: z.string(), count: z.number().int() }));
export type FacetCount = z.infer<typeof facetsSchema>[number];

export const reviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  user: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    avatar: z.string(),
    email: z.string().optional().describe('Admin view only'),
  }),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  helpful: z.array(z.string()),
  verifiedPurchase: z.boolean().describe('The author bought the product: a paid or delivered order of theirs holds it'),
  createdAt: z.string(),
  updatedAt: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), images: z.object({ primary: z.string() }) }).optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /products/{id}/reviews/mine: the signed-in shopper's review of the product, or null when they wrote none. */
export const myReviewSchema = reviewSchema.nullable();

export const reviewPageSchema = z.object({ reviews: z.array(reviewSchema), pagination: paginationSchema });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const wishlistChangeSchema = z.object({
  added: z.boolean(),
  action: z.enum(['added', 'removed', 'cleared']),
  productId: z.string().optional(),
  count: z.number().int(),
});
export type WishlistChange = z.infer<typeof wishlistChangeSchema>;

export const wishlistSchema = z.object({
  items: z.array(z.object({ _id: z.string(), productId: z.string(), addedAt: z.string(), product: productSchema })),
  count: z.number().int(),
});
export type Wishlist = z.infer<typeof wishlistSchema>;
export type WishlistEntry = Wishlist['items'][number];

/** A product image an admin uploaded (POST /admin/uploads). */
export const uploadedImageSchema = z.object({
  url: z.string().describe('A site path such as /uploads/products/….png, served by the shop'),
  key: z.string(),
  size: z.number(),
  contentType: z.string(),
  media: imageMediaSchema.optional().describe('For a photo the shop resized: send it with the product as `media[url]`'),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;


const amountParam = (name: string) =>
  z.string().regex(/^\d{1,12}(\.\d+)?$/, `${name} must be a number of 0 or more`).transform(Number);

const flagParam = (name: string) =>
  z.enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` }).transform((v) => v === 'true' || v === '1');

/** The storefront's category names, with its two route aliases. */
export const categoryQuery = optionalParam(
  z.enum([...CATEGORIES, 'apparel', 'smartwatches'], { error: 'Please choose a valid category' }),
);

export const searchText = z.string().max(200, 'Search text is too long');

/** The listing and search parameters of SPEC section 7. */
export const productListQuerySchema = z.object({
  page: pageQuery,
  limit: limitQuery,
  sortBy: optionalParam(
    z.enum([...PRODUCT_SORT_KEYS, 'views'], { error: 'sortBy must be one of createdAt, price, name, rating or popularity' }),
  ),
  sortOrder: optionalParam(z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' })),
  category: categoryQuery,
  brand: optionalParam(z.string().max(100, 'Brand is too long')),
  minPrice: optionalParam(amountParam('minPrice')),
  maxPrice: optionalParam(amountParam('maxPrice')),
  featured: optionalParam(flagParam('featured')),
  inStock: optionalParam(flagParam('inStock')),
  search: optionalParam(searchText),
  /** Search the words exactly as typed, without correcting them. */
  exact: optionalParam(flagParam('exact')),
  /** Comma-joined. */
  tags: optionalParam(
    z
      .string()
      .max(500, 'Too many tags')
      .transform((value) => value.split(',').map((tag) => tag.trim()).filter((tag) => tag !== '')),
  ),
});
/** The filters as read: what the web's listing asks for before it writes them into the query string. */
export type ProductQuery = z.output<typeof productListQuerySchema>;
/** The query string as sent: every value text. */
export type ProductQueryParams = z.input<typeof productListQuerySchema>;

/** The search page may also send the text as `q`. */
export const productSearchQuerySchema = productListQuerySchema.extend({ q: optionalParam(searchText) });

// The form's numbers may arrive as numbers or numeric strings; the catalog applies the product
// form rules of SPEC section 5 with their messages.
const numeric = (name: string) => z.union([z.number(), z.string()], { error: `${name} must be a number` });
const text = (name: string, max: number) => z.string({ error: `${name} must be text` }).max(max, `${name} is too long`);

const NAME_MAX = 500;
const SHORT_DESCRIPTION_MAX = 2_000;
const DESCRIPTION_MAX = 20_000;
const featureList = z.array(text('Feature', 1_000)).max(50, 'Up to 20 features are allowed');

/** One language's texts in a body, with the limits of the English fields. */
const productTextBody = z.object({
  name: text('Name', NAME_MAX).optional(),
  shortDescription: text('Short description', SHORT_DESCRIPTION_MAX).optional(),
  description: text('Description', DESCRIPTION_MAX).optional(),
  features: featureList.optional(),
});

/** An item code, or nothing (a blank one). */
const ITEM_CODE_OR_BLANK = new RegExp(`^(?:${ITEM_CODE_PATTERN.source.slice(1, -1)})?$`);

/**
 * A product's EBM fields in a body. An item code left out or blank is assigned by the catalog on
 * create and kept on an edit; it is read in capitals. A tax type left out is B on create and kept
 * on an edit.
 */
const fiscalBody = z
  .object(
    {
      itemCode: z
        .string({ error: FISCAL_MESSAGES.itemCodeInvalid })
        .max(64, FISCAL_MESSAGES.itemCodeInvalid)
        .trim()
        .toUpperCase()
        .regex(ITEM_CODE_OR_BLANK, FISCAL_MESSAGES.itemCodeInvalid)
        .nullable()
        .optional(),
      taxType: z.enum(FISCAL_TAX_TYPES, { error: FISCAL_MESSAGES.taxTypeInvalid }).optional(),
    },
    { error: FISCAL_MESSAGES.fiscalInvalid },
  )
  .describe('EBM item code (blank: assigned automatically on create, kept on an edit) and tax type (A–D; B by default)');

/**
 * The create and update body of SPEC section 7, plus the product's features and tags, which an
 * update would otherwise clear. No creator: unknown keys are dropped, and it is the signed-in admin.
 */
export const productBodySchema = z.object({
  name: text('Name', NAME_MAX).optional(),
  brand: text('Brand', 500).optional(),
  description: text('Description', DESCRIPTION_MAX).optional(),
  shortDescription: text('Short description', SHORT_DESCRIPTION_MAX).nullable().optional(),
  price: numeric('Price').optional(),
  originalPrice: numeric('Original price').nullable().optional(),
  category: text('Category', 100).optional(),
  images: z
    .object({
      primary: text('Primary image', 2_000).optional(),
      gallery: z.array(text('Gallery image', 2_000).nullable()).max(20, 'Up to 4 gallery images are allowed').optional(),
    })
    .nullable()
    .optional(),
  /** A single image field, read as images.primary when that is blank. */
  image: text('Image', 2_000).optional(),
  /** What the upload answered for each uploaded photo; entries for URLs the product no longer shows are dropped. */
  media: z.record(text('Image', 2_000), imageMediaSchema).nullable().optional(),
  stock: z
    .object({ quantity: numeric('Stock quantity').optional(), lowStockThreshold: numeric('Low stock alert').nullable().optional() })
    .nullable()
    .optional(),
  isFeatured: z.boolean({ error: 'Featured must be true or false' }).optional(),
  status: text('Status', 50).optional(),
  badge: text('Badge', 200).nullable().optional(),
  features: featureList.optional(),
  tags: z.array(text('Tag', 200)).max(50, 'Up to 20 tags are allowed').optional(),
  /** Blank texts are dropped (English is shown for them); given on an update, it replaces every language's texts. */
  translations: z
    .object({ fr: productTextBody.optional(), rw: productTextBody.optional() })
    .describe('French (fr) and Kinyarwanda (rw) texts, with the limits of the English fields')
    .optional(),
  fiscal: fiscalBody.optional(),
});
export type ProductBody = z.input<typeof productBodySchema>;

export const PRODUCT_PATCH_EMPTY = 'Give at least one field to change';

/** True when the patch names no field to change (nested objects count by their own fields). */
function isEmptyProductPatch(patch: object): boolean {
  return Object.values(patch).every(
    (value) => value === undefined || (value !== null && typeof value === 'object' && !Array.isArray(value) && isEmptyProductPatch(value)),
  );
}

const bodyImages = productBodySchema.shape.images.unwrap().unwrap();
const bodyStock = productBodySchema.shape.stock.unwrap().unwrap();

/** Per language: texts given replace that language's, null removes them, a language left out keeps its own. */
const translationsPatch = z
  .object({ fr: productTextBody.strict().nullable().optional(), rw: productTextBody.strict().nullable().optional() })
  .strict()
  .describe('Per language (fr, rw): texts given replace that language’s texts, null removes them, a language left out keeps its own');

/**
 * PATCH /admin/products/{id}: the fields of the product body, each optional, with the same rules.
 * Fields left out keep their stored value; `images` and `stock` merge field by field (a gallery
 * given replaces the whole gallery). Unknown keys are refused; at least one field is required.
 * A null clears what the form lets blank: originalPrice, badge, shortDescription, and
 * stock.lowStockThreshold (back to the default alert of 10). `translations` goes per language:
 * a language given replaces that language's texts, null removes them, one left out keeps them.
 * `fiscal` merges field by field; a blank item code keeps the stored one.
 */
export const productPatchSchema = productBodySchema
  .extend({
    images: bodyImages.strict().optional(),
    stock: bodyStock.strict().optional(),
    translations: translationsPatch.optional(),
    fiscal: fiscalBody.strict().optional(),
  })
  .strict()
  // `media` given, even as {}, replaces the stored photo details: a change.
  .refine((patch) => patch.media !== undefined || !isEmptyProductPatch(patch), { error: PRODUCT_PATCH_EMPTY });
export type ProductPatchBody = z.input<typeof productPatchSchema>;

/** Most entries a synonym table holds, most terms an entry maps to, longest word. */
export const SEARCH_SYNONYM_LIMITS = { entries: 500, terms: 5, length: 40 } as const;

/** What the shop answers when a synonym table is refused. */
export const SEARCH_SYNONYM_MESSAGES = {
  blank: 'A synonym word cannot be blank',
  oneWord: 'A synonym word or term is one word (letters and digits)',
  tooLong: `A synonym word has at most ${SEARCH_SYNONYM_LIMITS.length} characters`,
  termCount: `A synonym maps to between 1 and ${SEARCH_SYNONYM_LIMITS.terms} terms`,
  tooMany: `At most ${SEARCH_SYNONYM_LIMITS.entries} synonyms`,
} as const;

const synonymWord = z
  .string()
  .trim()
  .min(1, SEARCH_SYNONYM_MESSAGES.blank)
  .max(SEARCH_SYNONYM_LIMITS.length, SEARCH_SYNONYM_MESSAGES.tooLong);

/** A word shoppers type and the catalogue's terms a search for it also looks for ("clavier" → keyboard). */
export const searchSynonymSchema = z.object({
  word: synonymWord,
  terms: z.array(synonymWord).min(1, SEARCH_SYNONYM_MESSAGES.termCount).max(SEARCH_SYNONYM_LIMITS.terms, SEARCH_SYNONYM_MESSAGES.termCount),
});
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;

/** The whole synonym table (GET and PUT /admin/search/synonyms). */
export const searchSynonymsSchema = z.object({
  synonyms: z.array(searchSynonymSchema).max(SEARCH_SYNONYM_LIMITS.entries, SEARCH_SYNONYM_MESSAGES.tooMany),
});
export type SearchSynonyms = z.infer<typeof searchSynonymsSchema>;

const variantNumber = (name: string) => z.union([z.number(), z.string().max(20)], { error: `${name} must be a number` });

/**
 * PUT /admin/products/{id}/variants: the whole set of options and variants. A variant whose
 * combination of values was sold before keeps its id and its reserved units; one left out is
 * removed (refused while open orders hold its units). Price and low-stock alert default to the
 * product's, and so does the original price when left out and above the variant's price (null: none);
 * the SKU to the product's item code and the values. Empty options and
 * variants make the product one thing again, with the units its variants had.
 */
export const productVariantsBodySchema = z.object({
  options: z
    .array(
      z.object({
        name: z.string({ error: 'Option name must be text' }).max(VARIANT_LIMITS.nameLength, 'Option name is too long'),
        values: z
          .array(z.string({ error: 'Option value must be text' }).max(VARIANT_LIMITS.valueLength, 'Option value is too long'))
          .max(VARIANT_LIMITS.values, VARIANT_MESSAGES.tooManyValues),
      }),
      { error: 'Options must be a list' },
    )
    .max(VARIANT_LIMITS.options, VARIANT_MESSAGES.tooManyOptions),
  variants: z
    .array(
      z.object({
        options: z.array(z.string({ error: 'Option value must be text' }).max(VARIANT_LIMITS.valueLength, 'Option value is too long')).max(VARIANT_LIMITS.options),
        sku: z.string({ error: 'SKU must be text' }).max(VARIANT_LIMITS.skuLength, 'SKU is too long').nullable().optional(),
        price: variantNumber('Price').nullable().optional(),
        originalPrice: variantNumber('Original price').nullable().optional(),
        quantity: variantNumber('Stock quantity'),
        lowStockThreshold: variantNumber('Low stock alert').nullable().optional(),
        image: z.string({ error: 'Image must be text' }).max(VARIANT_LIMITS.imageLength, 'Image is too long').nullable().optional(),
      }),
      { error: 'Variants must be a list' },
    )
    .max(VARIANT_LIMITS.variants, VARIANT_MESSAGES.tooManyVariants),
});
export type ProductVariantsBody = z.input<typeof productVariantsBodySchema>;
