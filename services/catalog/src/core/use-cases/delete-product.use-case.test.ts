import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { DeleteProduct } from './delete-product.use-case';
import { ADMIN_ACTOR } from '../../testing/catalog-test-kit';

let stores: WriteStores;
beforeEach(async () => {
  stores = await writeStores();
});
afterEach(() => stores.close());

describe('an admin deleting a product', () => {
  it('removes it and tells shoppers every listing may have changed', async () => {
    const product = await stores.addProduct(5);
    await new DeleteProduct(stores).execute(product._id.toUpperCase(), ADMIN_ACTOR);
    expect(await stores.products.findById(product._id)).toBeNull();
    expect(stores.reads.changes).toEqual([{ productIds: [product._id], listings: true }]);
  });

  it('answers "not found" for a missing id', async () => {
    await expect(new DeleteProduct(stores).execute(undefined as unknown as string, ADMIN_ACTOR)).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Product not found',
    });
  });
});
