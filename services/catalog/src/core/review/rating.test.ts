import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { moveRating } from './rating';

let stores: ReadStores;
beforeEach(async () => {
  stores = await readStores();
});
afterEach(() => stores.close());

describe("a product's rating", () => {
  it('moves by each review change and shows the average to one decimal', async () => {
    const product = await stores.addProduct();
    await moveRating(stores.products, product._id, 5, 1);
    await moveRating(stores.products, product._id, 4, 1);
    await moveRating(stores.products, product._id, 4, 1);
    expect((await stores.products.findById(product._id))?.rating).toEqual({ average: 4.3, count: 3, sum: 13 });
  });

  it('is left alone by a change that moves nothing', async () => {
    const product = await stores.addProduct();
    const add = vi.spyOn(stores.products, 'addToRating');
    await moveRating(stores.products, product._id, 0, 0);
    expect(add).not.toHaveBeenCalled();
    await moveRating(stores.products, product._id, 0, 1);
    expect((await stores.products.findById(product._id))?.rating).toEqual({ average: 0, count: 1, sum: 0 });
  });

  it('of a product deleted meanwhile is simply not moved', async () => {
    await expect(moveRating(stores.products, 'bbbbbbbbbbbbbbbbbbbbbbbb', 5, 1)).resolves.toBeUndefined();
  });
});
