import { describe, expect, it } from 'vitest';
import { MemoryCache } from '@shop/platform';
import { ADMIN_ID, productInput, startTestCatalog } from '../../testing/catalog-test-kit';

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
