// The catalog's HTTP responses: the `data` of successful envelopes (SPEC section 3). The gateway
// validates and documents them (OpenAPI); the web reads them through the types.
import { z } from 'zod';
import { money } from '../fields';
import { paginationSchema } from './pagination';

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  category: z.string(),
  price: money,
  originalPrice: z.number().int().optional(),
  image: z.string(),
  images: z.object({ primary: z.string(), gallery: z.array(z.string()) }),
  badge: z.string().optional(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  status: z.enum(['active', 'inactive', 'discontinued']),
  shortDescription: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  tags: z.array(z.string()),
  currency: z.literal('RWF'),
  creator: z.string(),
  stock: z.object({
    quantity: z.number().int(),
    reserved: z.number().int(),
    available: z.number().int(),
    lowStockThreshold: z.number().int(),
  }),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  views: z.number().int(),
  purchases: z.number().int(),
  wishlistCount: z.number().int(),
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
  createdAt: z.string(),
  updatedAt: z.string(),
  product: z.object({ _id: z.string(), name: z.string(), images: z.object({ primary: z.string() }) }).optional(),
});
export type Review = z.infer<typeof reviewSchema>;

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
