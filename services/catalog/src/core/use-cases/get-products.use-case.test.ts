import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@shop/domain';
import { readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { GetProducts } from './get-products.use-case';

let stores: ReadStores;
let getProducts: GetProducts;
beforeEach(async () => {
  stores = await readStores();
  getProducts = new GetProducts(stores);
});
afterEach(() => stores.close());

const refusalOf = async (ids: unknown) => (await getProducts.execute(ids as string[]).catch((e: unknown) => e)) as AppError;
const idOf = (n: number) => n.toString(16).padStart(24, '0');

describe('products in a batch (pricing a cart or an order)', () => {
  it('gives every status, in the order asked, once each, leaving unknown ids out', async () => {
    const a = await stores.addProduct({ name: 'A' });
    const b = await stores.addProduct({ name: 'B', status: 'discontinued' });
    const found = await getProducts.execute([b._id.toUpperCase(), idOf(7), a._id, b._id]);
    expect(found.map((p) => p.name)).toEqual(['B', 'A']);
  });

  it('gives nothing for no ids', async () => {
    expect(await getProducts.execute([])).toEqual([]);
  });

  it('takes up to 200 ids and refuses more', async () => {
    const ids = Array.from({ length: 200 }, (_, i) => idOf(i + 1));
    expect(await getProducts.execute(ids)).toEqual([]);
    const error = await refusalOf([...ids, idOf(999)]);
    expect(error).toBeInstanceOf(AppError);
    expect(error.message).toBe('Invalid product id');
  });

  it('refuses a batch with any malformed id, or that is not a list', async () => {
    for (const ids of [[idOf(1), 'nope'], 'nope', null]) {
      const error = await refusalOf(ids);
      expect(error).toBeInstanceOf(AppError);
      expect(error.kind).toBe('invalid');
      expect(error.message).toBe('Invalid product id');
      expect(error.errors).toEqual([{ path: 'ids', message: 'Invalid product id' }]);
    }
  });
});

describe('item codes of products in a batch (fiscal receipts print them)', () => {
  it('are the stored ones, and a product stored without one gets the next of the series, kept', async () => {
    const coded = await stores.addProduct({ name: 'Coded', fiscal: { itemCode: 'RW2NTU0000001', taxType: 'A' } });
    const legacy = await stores.addProduct({ name: 'Legacy' });
    const found = await getProducts.execute([coded._id, legacy._id]);
    expect(found.map((p) => p.fiscal)).toEqual([
      { itemCode: 'RW2NTU0000001', taxType: 'A' },
      { itemCode: 'RW2NTU0000002', taxType: 'B' },
    ]);
    expect((await stores.products.findById(legacy._id))?.fiscal).toEqual({ itemCode: 'RW2NTU0000002', taxType: 'B' });
    expect((await getProducts.execute([legacy._id]))[0]?.fiscal.itemCode).toBe('RW2NTU0000002');
  });

  it('give a product read by several orders at once one code', async () => {
    const legacy = await stores.addProduct({ name: 'Legacy' });
    const reads = await Promise.all(Array.from({ length: 5 }, () => getProducts.execute([legacy._id])));
    expect(new Set(reads.map(([product]) => product?.fiscal.itemCode))).toEqual(new Set([(await stores.products.findById(legacy._id))?.fiscal?.itemCode]));
  });
});
