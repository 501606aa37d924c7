/**
 * The admin side's shapes of a product: the admin products HTTP contract's (SPEC section 3),
 * declared once in @shop/contracts; types only, so no schema code reaches the bundle.
 */
import type { Product } from '@shop/contracts';

export type { AdminProductPage, Pagination as AdminPagination, Product as AdminProduct } from '@shop/contracts';
export type AdminProductStock = Product['stock'];

/** GET /admin/products filters. */
export interface AdminProductQuery {
  page: number;
  search: string;
  category: string;
  status: string;
}

/**
 * The create and update body of SPEC section 7 (no creator: the server takes it from the
 * token), plus the product's features and tags, which an update would otherwise clear.
 */
export interface ProductBody {
  name: string;
  brand: string;
  description: string;
  shortDescription: string;
  price: number;
  originalPrice: number | null;
  category: string;
  images: { primary: string; gallery: string[] };
  stock: { quantity: number; lowStockThreshold: number };
  isFeatured: boolean;
  status: string;
  badge: string | null;
  features: string[];
  tags: string[];
}
