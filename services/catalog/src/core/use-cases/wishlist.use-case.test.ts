import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ID, productInput, startTestCatalog, userId, type TestCatalog } from '../../testing/catalog-test-kit';

let catalog: TestCatalog;
beforeEach(async () => {
  catalog = await startTestCatalog();
});
afterEach(() => catalog.stop());

const create = (name: string) => catalog.api.createProduct({ product: productInput({ name }), creator: ADMIN_ID });
const countOf = async (id: string) => (await catalog.api.getProducts([id]))[0]?.wishlistCount;

describe('wishlist', () => {
  it('counts each user once however the toggles race', async () => {
    const product = await create('Racy');
    await Promise.all(Array.from({ length: 20 }, (_, i) => catalog.api.toggleWishlist({ userId: userId(i + 1), productId: product._id })));
    expect(await countOf(product._id)).toBe(20);
    await Promise.all(Array.from({ length: 10 }, (_, i) => catalog.api.removeFromWishlist({ userId: userId(i + 1), productId: product._id })));
    expect(await countOf(product._id)).toBe(10);
    await Promise.all([catalog.api.clearWishlist(userId(11)), catalog.api.clearWishlist(userId(11))]);
    expect(await countOf(product._id)).toBe(9);
  });

  it('shows the live price and stock, and drops a deleted product from every wishlist', async () => {
    const kept = await create('Kept');
    const gone = await create('Gone');
    const user = userId(1);
    await catalog.api.toggleWishlist({ userId: user, productId: kept._id });
    await catalog.api.toggleWishlist({ userId: user, productId: gone._id });
    await catalog.api.reserveStock({ reference: 'o1', items: [{ productId: kept._id, quantity: 5 }] });
    await catalog.api.deleteProduct(gone._id);
    const items = await catalog.api.listWishlist(user);
    expect(items.map((i) => i.product.name)).toEqual(['Kept']);
    expect(items[0]?.product.stock).toMatchObject({ quantity: 25, reserved: 5, available: 20 });
    expect((await catalog.api.toggleWishlist({ userId: user, productId: kept._id })).count).toBe(0);
  });

  it('needs a valid user id', async () => {
    await expect(catalog.api.listWishlist('me')).rejects.toMatchObject({ kind: 'invalid' });
  });
});
