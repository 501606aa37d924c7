import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryCache } from '@shop/platform';
import { ADMIN_ID, productInput, startTestCatalog } from '../../testing/catalog-test-kit';
import { writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { RecordView } from './record-view.use-case';

describe('RecordView', () => {
  it('counts a visitor once per product per 30 minutes', async () => {
    let now = Date.parse('2025-03-01T08:00:00Z');
    const catalog = await startTestCatalog({ cache: new MemoryCache({ now: () => now }) });
    try {
      const a = await catalog.api.createProduct({ product: productInput({ name: 'A' }), creator: ADMIN_ID });
      const b = await catalog.api.createProduct({ product: productInput({ name: 'B' }), creator: ADMIN_ID });
      const view = (productId: string, visitor: string) => catalog.api.recordView({ productId, visitor });
      const concurrent = await Promise.all(Array.from({ length: 10 }, () => view(a._id, 'v1')));
      expect(concurrent.filter((r) => r.counted)).toHaveLength(1);
      expect(await view(b._id, 'v1')).toEqual({ views: 1, counted: true });
      now += 29 * 60 * 1000;
      expect(await view(a._id, 'v1')).toEqual({ views: 1, counted: false });
      now += 2 * 60 * 1000;
      expect(await view(a._id, 'v1')).toEqual({ views: 2, counted: true });
      await expect(view(a._id, ' ')).rejects.toMatchObject({ kind: 'invalid' });
    } finally {
      await catalog.stop();
    }
  });
});

describe('RecordView rules', () => {
  let stores: WriteStores;
  beforeEach(async () => {
    stores = await writeStores();
  });
  afterEach(() => stores.close());

  const view = (productId: string, visitor: unknown) => new RecordView(stores).execute({ productId, visitor: visitor as string });
  const NOT_FOUND = { kind: 'not_found', message: 'Product not found' };

  it.each([
    ['missing', undefined],
    ['longer than 200 characters', 'v'.repeat(201)],
  ])('needs a visitor key, refused when %s', async (_case, visitor) => {
    const product = await stores.addProduct(1);
    await expect(view(product._id, visitor)).rejects.toMatchObject({
      kind: 'invalid',
      message: 'A visitor key is required',
      errors: [{ path: 'visitor', message: 'A visitor key is required' }],
    });
  });

  it('takes a visitor key of 200 characters', async () => {
    const product = await stores.addProduct(1);
    expect(await view(product._id, 'v'.repeat(200))).toEqual({ views: 1, counted: true });
  });

  it('answers "not found" for a missing product id', async () => {
    await expect(view(undefined as unknown as string, 'v1')).rejects.toMatchObject(NOT_FOUND);
  });

  it('answers "not found" on a repeat view of a product that was deleted or is no longer sold', async () => {
    const deleted = await stores.addProduct(1);
    await view(deleted._id, 'v1');
    await stores.products.delete(deleted._id);
    await expect(view(deleted._id, 'v1')).rejects.toMatchObject(NOT_FOUND);

    const discontinued = await stores.addProduct(1, { status: 'discontinued' });
    await expect(view(discontinued._id, 'v1')).rejects.toMatchObject(NOT_FOUND);
    await expect(view(discontinued._id, 'v1')).rejects.toMatchObject(NOT_FOUND);
  });
});
