import { z } from 'zod';
import type { ProductInput } from '@shop/catalog';
import { currentUser } from '../../auth/current-user';
import { defineRoute, type RouteDefinition } from '../route';
import type { CatalogRouteDeps } from './catalog-route-deps';
import { adminProductsQuery, productIdParams } from './catalog-query.schemas';
import { paginationSchema, productSchema } from '@shop/contracts';

const tags = ['admin', 'products'];

// The form's numbers may arrive as numbers or numeric strings; the catalog applies the
// product form rules of SPEC section 5 with their messages. `creator` is never read from
// the body (unknown keys are dropped): it is the signed-in admin.
const numeric = (name: string) => z.union([z.number(), z.string()], { error: `${name} must be a number` });
const text = (name: string, max: number) => z.string({ error: `${name} must be text` }).max(max, `${name} is too long`);

const productBody = z.object({
  name: text('Name', 500).optional(),
  brand: text('Brand', 500).optional(),
  description: text('Description', 20_000).optional(),
  shortDescription: text('Short description', 2_000).nullable().optional(),
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
  stock: z
    .object({ quantity: numeric('Stock quantity').optional(), lowStockThreshold: numeric('Low stock alert').nullable().optional() })
    .nullable()
    .optional(),
  isFeatured: z.boolean({ error: 'Featured must be true or false' }).optional(),
  status: text('Status', 50).optional(),
  badge: text('Badge', 200).nullable().optional(),
  features: z.array(text('Feature', 1_000)).max(50, 'Up to 20 features are allowed').optional(),
  tags: z.array(text('Tag', 200)).max(50, 'Up to 20 tags are allowed').optional(),
});

function productInputOf({ image, images, ...body }: z.output<typeof productBody>): ProductInput {
  const primary = images?.primary?.trim() ? images.primary : (image ?? images?.primary);
  return { ...body, images: { ...images, ...(primary !== undefined ? { primary } : {}) } };
}

const adminPageSchema = z.object({ products: z.array(productSchema), pagination: paginationSchema });

/** The admin's product management. */
export function adminProductRoutes({ catalog }: CatalogRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/admin/products',
      summary: 'Every product, any status, newest first (default 10 per page)',
      tags,
      access: 'admin',
      request: { query: adminProductsQuery },
      response: adminPageSchema,
      handler: async ({ query }) => ({ data: await catalog.adminListProducts(query) }),
    }),
    defineRoute({
      method: 'post',
      path: '/admin/products',
      summary: 'Create a product; the signed-in admin is its creator',
      tags,
      access: 'admin',
      request: { body: productBody },
      response: productSchema,
      successStatus: 201,
      handler: async ({ body, res }) => ({
        data: await catalog.createProduct({ product: productInputOf(body), creator: currentUser(res).id }),
        message: 'Product created',
      }),
    }),
    defineRoute({
      method: 'put',
      path: '/admin/products/:id',
      summary: 'Replace a product’s form fields (stock held by orders stays reserved)',
      tags,
      access: 'admin',
      request: { params: productIdParams, body: productBody },
      response: productSchema,
      handler: async ({ params, body }) => ({
        data: await catalog.updateProduct({ id: params.id, product: productInputOf(body) }),
        message: 'Product updated',
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/admin/products/:id',
      summary: 'Delete a product, its reviews and its wishlist entries',
      tags,
      access: 'admin',
      request: { params: productIdParams },
      response: z.null(),
      handler: async ({ params }) => {
        await catalog.deleteProduct(params.id);
        return { data: null, message: 'Product deleted' };
      },
    }),
  ];
}
