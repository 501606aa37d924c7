import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { homePageProducts, readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { TopRatedProducts } from './top-rated-products.use-case';

let stores: ReadStores;
beforeEach(async () => {
  stores = await readStores();
  await homePageProducts(stores);
});
afterEach(() => stores.close());

describe('the top rated products on the home page', () => {
  it('show active products best rated first, as many as asked', async () => {
    const topRated = new TopRatedProducts(stores);
    expect((await topRated.execute(2)).map((p) => p.name)).toEqual(['Old star', 'Plain']);
    expect((await topRated.execute()).map((p) => p.name)).toEqual(['Old star', 'Plain', 'New', 'Middle']);
  });
});
