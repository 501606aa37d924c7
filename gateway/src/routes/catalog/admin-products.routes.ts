import { z } from 'zod';
import type { ProductInput, ProductPatch } from '@shop/catalog';
import { actingAdmin } from '../../auth/acting-admin';
import { currentUser } from '../../auth/current-user';
import { defineRoute, type RouteDefinition } from '../route';
import type { CatalogRouteDeps } from './catalog-route-deps';
import { adminProductsQuery, productIdParams } from './catalog-query.schemas';
import { adminProductPageSchema, productBodySchema, productPatchSchema, productSchema } from '@shop/contracts';

const tags = ['admin', 'products'];

function productInputOf({ image, images, ...body }: z.output<typeof productBodySchema>): ProductInput {
  const primary = images?.primary?.trim() ? images.primary : (image ?? images?.primary);
  return { ...body, images: { ...images, ...(primary !== undefined ? { primary } : {}) } };
}

/** A patch's single image field stands for images.primary when that is not given or blank. */
function productPatchOf({ image, images, ...patch }: z.output<typeof productPatchSchema>): ProductPatch {
  if (image === undefined || images?.primary?.trim()) return { ...patch, ...(images ? { images } : {}) };
  return { ...patch, images: { ...images, primary: image } };
}

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
      response: adminProductPageSchema,
      handler: async ({ query }) => ({ data: await catalog.adminListProducts(query) }),
    }),
    defineRoute({
      method: 'post',
      path: '/admin/products',
      summary: 'Create a product; the signed-in admin is its creator',
      tags,
      access: 'admin',
      conflicts: true,
      request: { body: productBodySchema },
      response: productSchema,
      successStatus: 201,
      handler: async ({ body, res }) => ({
        data: await catalog.createProduct({ product: productInputOf(body), creator: currentUser(res).id, actor: actingAdmin(res) }),
        message: 'Product created',
      }),
    }),
    defineRoute({
      method: 'put',
      path: '/admin/products/:id',
      summary: 'Replace a product’s form fields (stock held by orders stays reserved)',
      tags,
      access: 'admin',
      conflicts: true,
      request: { params: productIdParams, body: productBodySchema },
      response: productSchema,
      handler: async ({ params, body, res }) => ({
        data: await catalog.updateProduct({ id: params.id, product: productInputOf(body), actor: actingAdmin(res) }),
        message: 'Product updated',
      }),
    }),
    defineRoute({
      method: 'patch',
      path: '/admin/products/:id',
      summary: 'Change some of a product’s form fields; the others keep their value, stock and images merge field by field',
      tags,
      access: 'admin',
      conflicts: true,
      request: { params: productIdParams, body: productPatchSchema },
      response: productSchema,
      handler: async ({ params, body, res }) => ({
        data: await catalog.patchProduct({ id: params.id, patch: productPatchOf(body), actor: actingAdmin(res) }),
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
      handler: async ({ params, res }) => {
        await catalog.deleteProduct(params.id, actingAdmin(res));
        return { data: null, message: 'Product deleted' };
      },
    }),
  ];
}
