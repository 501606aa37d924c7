/**
 * The admin side's shapes of a product, its create body and its edit (patch) body: the admin products HTTP
 * contract's (SPEC sections 3 and 7), declared once in @shop/contracts; types only, so no schema
 * code reaches the bundle.
 */
import type { Product } from '@shop/contracts';

export type {
  AdminProductPage,
  Pagination as AdminPagination,
  Product as AdminProduct,
  ProductBody,
  ProductPatchBody,
} from '@shop/contracts';
export type AdminProductStock = Product['stock'];

/** GET /admin/products filters. */
export interface AdminProductQuery {
  page: number;
  search: string;
  category: string;
  status: string;
}
