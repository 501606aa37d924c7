import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { TopRatedProducts } from './top-rated-products.use-case';

let stores: ReadStores;
beforeEach(async () => {
  stores = await readStores();
  await stores.addProduct({ name: 'Old star', isFeatured: true, rating: { average: 5, count: 2, sum: 10 } });
  await stores.addProduct({ name: 'Plain', rating: { average: 4.5, count: 2, sum: 9 } });
  await stores.addProduct({ name: 'Hidden', isFeatured: true, status: 'inactive', rating: { average: 5, count: 9, sum: 45 } });
  await stores.addProduct({ name: 'Middle', isFeatured: true, rating: { average: 3, count: 1, sum: 3 } });
  await stores.addProduct({ name: 'New', isFeatured: true, rating: { average: 4, count: 1, sum: 4 } });
});
afterEach(() => stores.close());

describe('the top rated products on the home page', () => {
  it('show active products best rated first, as many as asked', async () => {
    const topRated = new TopRatedProducts(stores);
    expect((await topRated.execute(2)).map((p) => p.name)).toEqual(['Old star', 'Plain']);
    expect((await topRated.execute()).map((p) => p.name)).toEqual(['Old star', 'Plain', 'New', 'Middle']);
  });
});
