import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { FeaturedProducts } from './featured-products.use-case';

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

describe('the featured products on the home page', () => {
  it('show active featured products, newest first, as many as asked', async () => {
    const featured = new FeaturedProducts(stores);
    expect((await featured.execute(2)).map((p) => p.name)).toEqual(['New', 'Middle']);
    expect((await featured.execute()).map((p) => p.name)).toEqual(['New', 'Middle', 'Old star']);
  });
});
