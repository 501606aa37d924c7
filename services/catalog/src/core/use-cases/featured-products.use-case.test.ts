import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { homePageProducts, readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { FeaturedProducts } from './featured-products.use-case';

let stores: ReadStores;
beforeEach(async () => {
  stores = await readStores();
  await homePageProducts(stores);
});
afterEach(() => stores.close());

describe('the featured products on the home page', () => {
  it('show active featured products, newest first, as many as asked', async () => {
    const featured = new FeaturedProducts(stores);
    expect((await featured.execute(2)).map((p) => p.name)).toEqual(['New', 'Middle']);
    expect((await featured.execute()).map((p) => p.name)).toEqual(['New', 'Middle', 'Old star']);
  });
});
