import { z } from 'zod';
import type { ProductListQuery, ProductPage } from '@shop/catalog';
import { defineRoute, type RouteDefinition } from '../route';
import type { CatalogRouteDeps } from './catalog-route-deps';
import { productIdParams, shortListQuery, slugParams } from './catalog-query.schemas';
import { facetsSchema, listingSchema, productListQuerySchema, productSchema, productSearchQuerySchema, productsSchema } from '@shop/contracts';
import { visitorOf } from './visitor';

const tags = ['products'];
const idsOf = (products: Array<{ _id: string }>) => products.map((product) => product._id);

/** The shopper listing's pagination names (SPEC section 3). */
export function listingOf(page: ProductPage) {
  const { page: currentPage, limit, totalPages, total } = page.pagination;
  return {
    products: page.products,
    pagination: { currentPage, limit, totalPages, totalProducts: total },
    ...(page.searchedFor !== undefined ? { searchedFor: page.searchedFor } : {}),
  };
}

type ListQuery = z.output<typeof productListQuerySchema>;
const toCatalogQuery = ({ sortBy, ...rest }: ListQuery): ProductListQuery => ({
  ...rest,
  ...(sortBy ? { sortBy: sortBy === 'views' ? 'popularity' : sortBy } : {}),
});

/**
 * Browsing: listing, search, short lists, facets, one product, related products and views.
 * Fixed paths come before `/products/:id`, which Express would otherwise match first.
 */
export function productRoutes({ catalog }: CatalogRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/products',
      summary: 'List active products with filters, sort and pagination (stable order)',
      tags,
      access: 'public',
      request: { query: productListQuerySchema },
      response: listingSchema,
      hotRead: (data) => idsOf(data.products),
      handler: async ({ query }) => ({ data: listingOf(await catalog.listProducts(toCatalogQuery(query))) }),
    }),
    defineRoute({
      method: 'get',
      path: '/products/featured',
      summary: 'Featured products, newest first (default 10)',
      tags,
      access: 'public',
      request: { query: shortListQuery },
      response: productsSchema,
      hotRead: (data) => idsOf(data.products),
      handler: async ({ query }) => ({ data: { products: await catalog.featuredProducts(query.limit) } }),
    }),
    defineRoute({
      method: 'get',
      path: '/products/top-rated',
      summary: 'Best rated products (default 10)',
      tags,
      access: 'public',
      request: { query: shortListQuery },
      response: productsSchema,
      hotRead: (data) => idsOf(data.products),
      handler: async ({ query }) => ({ data: { products: await catalog.topRatedProducts(query.limit) } }),
    }),
    defineRoute({
      method: 'get',
      path: '/products/search',
      summary: 'Search: every word must start a word of the product (a misspelt word is corrected unless exact=true); name matches first',
      tags,
      access: 'public',
      request: { query: productSearchQuerySchema },
      response: listingSchema,
      hotRead: (data) => idsOf(data.products),
      handler: async ({ query: { q, ...query } }) => {
        const search = query.search ?? q ?? '';
        return { data: listingOf(await catalog.searchProducts({ ...toCatalogQuery(query), search })) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/products/categories',
      summary: 'Categories with their number of active products',
      tags,
      access: 'public',
      response: z.object({ categories: facetsSchema }),
      hotRead: () => [],
      handler: async () => ({ data: { categories: await catalog.listCategories() } }),
    }),
    defineRoute({
      method: 'get',
      path: '/products/brands',
      summary: 'Brands with their number of active products',
      tags,
      access: 'public',
      response: z.object({ brands: facetsSchema }),
      hotRead: () => [],
      handler: async () => ({ data: { brands: await catalog.listBrands() } }),
    }),
    defineRoute({
      method: 'get',
      path: '/products/slug/:slug',
      summary: 'One active product by its slug',
      tags,
      access: 'public',
      request: { params: slugParams },
      response: productSchema,
      handler: async ({ params }) => ({ data: await catalog.getProductBySlug(params.slug) }),
    }),
    defineRoute({
      method: 'get',
      path: '/products/:id',
      summary: 'One active product',
      tags,
      access: 'public',
      request: { params: productIdParams },
      response: productSchema,
      hotRead: (data) => [data._id],
      handler: async ({ params }) => ({ data: await catalog.getProduct(params.id) }),
    }),
    defineRoute({
      method: 'get',
      path: '/products/:id/related',
      summary: 'Related products: same category first, never the product itself (default 6)',
      tags,
      access: 'public',
      request: { params: productIdParams, query: shortListQuery },
      response: productsSchema,
      handler: async ({ params, query }) => ({ data: { products: await catalog.relatedProducts(params.id, query.limit) } }),
    }),
    defineRoute({
      method: 'post',
      path: '/products/:id/view',
      summary: 'Count a view (once per visitor and product per 30 minutes)',
      tags,
      access: 'public',
      request: { params: productIdParams, body: z.object({}).optional() },
      response: z.object({ views: z.number().int(), counted: z.boolean() }),
      handler: async ({ params, req, res }) => ({
        data: await catalog.recordView({ productId: params.id, visitor: visitorOf(req, res) }),
      }),
    }),
  ];
}
