import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@shop/domain';
import { readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { GetProduct } from './get-product.use-case';

let stores: ReadStores;
let getProduct: GetProduct;
beforeEach(async () => {
  stores = await readStores();
  getProduct = new GetProduct(stores);
});
afterEach(() => stores.close());

const notFound = new AppError('not_found', 'Product not found');
const failureOf = (promise: Promise<unknown>) => promise.then(() => 'shown', (error: unknown) => error);

describe('one product for a shopper', () => {
  it('is found by its id in any case and by its slug in any case, spaces around ignored', async () => {
    const product = await stores.addProduct({ name: 'Keychron K2' });
    expect((await getProduct.byId(product._id.toUpperCase()))._id).toBe(product._id);
    expect((await getProduct.bySlug(' KEYCHRON-K2 '))._id).toBe(product._id);
  });

  it('is not found when it is not active', async () => {
    const hidden = await stores.addProduct({ name: 'Hidden', status: 'inactive' });
    expect(await failureOf(getProduct.byId(hidden._id))).toEqual(notFound);
    expect(await failureOf(getProduct.bySlug('hidden'))).toEqual(notFound);
  });

  it('is not found for an id or slug that is not text', async () => {
    const odd = 42 as unknown as string;
    for (const failure of [getProduct.byId(odd), getProduct.bySlug(odd), getProduct.byId('nope'), getProduct.bySlug('  ')]) {
      const error = await failureOf(failure);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ kind: 'not_found', message: 'Product not found' });
    }
  });
});
