import { z } from 'zod';

// Shapes of `data` in successful envelopes, for the OpenAPI document.

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  category: z.string(),
  price: z.number().int().describe('Whole RWF, VAT included'),
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

/** Admin lists and review pages. */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const facetsSchema = z.array(z.object({ name: z.string(), count: z.number().int() }));

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

export const reviewPageSchema = z.object({ reviews: z.array(reviewSchema), pagination: paginationSchema });

export const wishlistChangeSchema = z.object({
  added: z.boolean(),
  action: z.enum(['added', 'removed', 'cleared']),
  productId: z.string().optional(),
  count: z.number().int(),
});

export const wishlistSchema = z.object({
  items: z.array(z.object({ _id: z.string(), productId: z.string(), addedAt: z.string(), product: productSchema })),
  count: z.number().int(),
});
