import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { productsWith } from '../../testing/catalog-write-fixtures';
import { AssignItemCodes } from './assign-item-codes.use-case';

let stores: ReadStores;
beforeEach(async () => {
  stores = await readStores();
});
afterEach(() => stores.close());

const codesByName = async () => {
  const products = await stores.products.find({}, { by: 'name', direction: 'asc' }, { skip: 0, limit: 1_000 });
  return Object.fromEntries(products.map((product) => [product.name, product.fiscal?.itemCode]));
};

describe('item codes for products stored before they were kept', () => {
  it('are the codes of the series in the order the products were created, tax type B', async () => {
    await stores.addProduct({ name: 'Second', createdAt: '2025-02-01T00:00:00.000Z' });
    await stores.addProduct({ name: 'First', createdAt: '2025-01-01T00:00:00.000Z' });
    await stores.addProduct({ name: 'Third', createdAt: '2025-03-01T00:00:00.000Z' });
    expect(await new AssignItemCodes(stores).execute()).toBe(3);
    expect(await codesByName()).toEqual({ First: 'RW2NTU0000001', Second: 'RW2NTU0000002', Third: 'RW2NTU0000003' });
    expect((await stores.products.findBySlug('first'))?.fiscal?.taxType).toBe('B');
  });

  it('leave products that have a code alone, skipping the codes they hold', async () => {
    await stores.addProduct({ name: 'Given', fiscal: { itemCode: 'RW2NTU0000001', taxType: 'C' } });
    await stores.addProduct({ name: 'Legacy' });
    expect(await new AssignItemCodes(stores).execute()).toBe(1);
    expect(await codesByName()).toEqual({ Given: 'RW2NTU0000001', Legacy: 'RW2NTU0000002' });
    expect((await stores.products.findBySlug('given'))?.fiscal?.taxType).toBe('C');
  });

  it('are given once: a second start, or two replicas starting together, change nothing', async () => {
    for (let i = 0; i < 150; i += 1) await stores.addProduct({ name: `Legacy ${i}` });
    const [a, b] = await Promise.all([new AssignItemCodes(stores).execute(), new AssignItemCodes(stores).execute()]);
    expect(a + b).toBeGreaterThanOrEqual(150);
    const first = await codesByName();
    expect(new Set(Object.values(first)).size).toBe(150);
    expect(Object.values(first).every((code) => /^RW2NTU\d{7}$/.test(code ?? ''))).toBe(true);
    expect(await new AssignItemCodes(stores).execute()).toBe(0);
    expect(await codesByName()).toEqual(first);
  });

  it('take the next code when the one taken was given to another product meanwhile', async () => {
    const legacy = await stores.addProduct({ name: 'Legacy' });
    let raced = false;
    const products = productsWith(stores.products, {
      setFiscal: async (id, fiscal) => {
        if (!raced) {
          raced = true;
          await stores.addProduct({ name: 'Racer', fiscal });
        }
        return stores.products.setFiscal(id, fiscal);
      },
    });
    expect(await new AssignItemCodes({ ...stores, products }).execute()).toBe(1);
    expect((await stores.products.findById(legacy._id))?.fiscal?.itemCode).toBe('RW2NTU0000002');
  });

  it('drop cached reads only when a product got a code', async () => {
    let invalidations = 0;
    const reads = Object.assign(Object.create(stores.reads) as typeof stores.reads, { invalidate: async () => void (invalidations += 1) });
    await new AssignItemCodes({ ...stores, reads }).execute();
    expect(invalidations).toBe(0);
    await stores.addProduct({ name: 'Legacy' });
    await new AssignItemCodes({ ...stores, reads }).execute();
    expect(invalidations).toBe(1);
  });
});
