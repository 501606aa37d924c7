import type { Product, ProductPage, ProductQuery } from '../types';

/** A listing answer with its pagination filled in, so screens never read a missing field. */
export function normaliseProductPage(data: Partial<ProductPage> | null | undefined, query: ProductQuery): ProductPage {
  const products: Product[] = Array.isArray(data?.products) ? data.products : [];
  // The listing contract says currentPage/totalProducts; admin-style page/total is accepted too.
  const p = data?.pagination as (Partial<ProductPage['pagination']> & { page?: number; total?: number }) | undefined;
  const limit = p?.limit ?? query.limit ?? 20;
  const totalProducts = p?.totalProducts ?? p?.total ?? products.length;
  return {
    products,
    pagination: {
      currentPage: p?.currentPage ?? p?.page ?? query.page ?? 1,
      limit,
      totalProducts,
      totalPages: p?.totalPages ?? Math.max(1, Math.ceil(totalProducts / Math.max(1, limit))),
    },
  };
}

/** A list answer that may come bare or wrapped ({products: [...]}). */
export function productList(data: unknown): Product[] {
  if (Array.isArray(data)) return data as Product[];
  const wrapped = (data as { products?: unknown } | null)?.products;
  return Array.isArray(wrapped) ? (wrapped as Product[]) : [];
}
