import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { ListFacets } from './list-facets.use-case';

let stores: ReadStores;
let facets: ListFacets;
beforeEach(async () => {
  stores = await readStores();
  facets = new ListFacets(stores);
  await stores.addProduct({ category: 'mice', brand: 'Zowie' });
  await stores.addProduct({ category: 'mice', brand: 'Logitech' });
  await stores.addProduct({ category: 'audio', brand: 'LOGITECH' });
  await stores.addProduct({ category: 'monitors', brand: 'Acer' });
  await stores.addProduct({ category: 'keyboards', brand: 'Hidden', status: 'inactive' });
});
afterEach(() => stores.close());

describe('the category and brand filters', () => {
  it('list the categories with active products, by name, with their counts', async () => {
    expect(await facets.categories()).toEqual([
      { name: 'audio', count: 1 },
      { name: 'mice', count: 2 },
      { name: 'monitors', count: 1 },
    ]);
  });

  it('list the brands of active products by name, one brand whatever its case', async () => {
    await facets.categories();
    expect(await facets.brands()).toEqual([
      { name: 'Acer', count: 1 },
      { name: 'Logitech', count: 2 },
      { name: 'Zowie', count: 1 },
    ]);
  });
});
