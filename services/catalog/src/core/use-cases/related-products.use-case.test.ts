import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@shop/domain';
import { readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { RelatedProducts } from './related-products.use-case';

let stores: ReadStores;
let related: RelatedProducts;
beforeEach(async () => {
  stores = await readStores();
  related = new RelatedProducts(stores);
});
afterEach(() => stores.close());

const rated = (average: number) => ({ rating: { average, count: 1, sum: average } });
const names = async (id: string, limit?: number) => (await related.execute(id, limit)).map((p) => p.name);

describe('products shown beside one', () => {
  it('are the same category first, then the same brand, then any other, best rated first in each', async () => {
    const shown = await stores.addProduct({ name: 'MX Master', category: 'mice', brand: 'Logitech', ...rated(5) });
    await stores.addProduct({ name: 'Other 4', category: 'audio', brand: 'Sony', ...rated(4) });
    await stores.addProduct({ name: 'Mouse 3', category: 'mice', brand: 'Razer', ...rated(3) });
    await stores.addProduct({ name: 'Brand 5', category: 'keyboards', brand: 'Logitech', ...rated(5) });
    await stores.addProduct({ name: 'Mouse 4', category: 'mice', brand: 'Razer', ...rated(4) });
    await stores.addProduct({ name: 'Brand 2', category: 'keyboards', brand: 'Logitech', ...rated(2) });
    await stores.addProduct({ name: 'Hidden Mouse', category: 'mice', brand: 'Logitech', status: 'inactive', ...rated(5) });
    expect(await names(shown._id)).toEqual(['Mouse 4', 'Mouse 3', 'Brand 5', 'Brand 2', 'Other 4']);
  });

  it('are at most as many as asked, 6 unless asked', async () => {
    const shown = await stores.addProduct({ name: 'Shown', category: 'mice' });
    for (let i = 0; i < 4; i += 1) await stores.addProduct({ name: `Mouse ${i}`, category: 'mice', ...rated(i) });
    for (let i = 0; i < 4; i += 1) await stores.addProduct({ name: `Other ${i}`, category: 'audio', brand: 'Sony', ...rated(i) });
    expect(await names(shown._id, 2)).toEqual(['Mouse 3', 'Mouse 2']);
    expect(await names(shown._id, 4)).toEqual(['Mouse 3', 'Mouse 2', 'Mouse 1', 'Mouse 0']);
    expect(await names(shown._id, 5)).toEqual(['Mouse 3', 'Mouse 2', 'Mouse 1', 'Mouse 0', 'Other 3']);
    expect(await names(shown._id)).toHaveLength(6);
  });

  it('are each product’s own', async () => {
    const mouse = await stores.addProduct({ name: 'Mouse', category: 'mice', brand: 'Razer' });
    const headset = await stores.addProduct({ name: 'Headset', category: 'audio', brand: 'Sony' });
    await stores.addProduct({ name: 'Mouse 2', category: 'mice', brand: 'Razer', ...rated(1) });
    await stores.addProduct({ name: 'Headset 2', category: 'audio', brand: 'Sony', ...rated(1) });
    expect(await names(mouse._id, 1)).toEqual(['Mouse 2']);
    expect(await names(headset._id, 1)).toEqual(['Headset 2']);
  });

  it('are refused with not found for a product that is unknown, inactive or not an id', async () => {
    const hidden = await stores.addProduct({ name: 'Hidden', status: 'inactive' });
    for (const id of [hidden._id, 'bbbbbbbbbbbbbbbbbbbbbbbb', 'nope', 42 as unknown as string]) {
      const error = await related.execute(id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ kind: 'not_found', message: 'Product not found' });
    }
  });
});
