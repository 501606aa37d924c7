import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ID, productInput, startTestCatalog, userId, type TestCatalog, ADMIN_ACTOR } from '../../testing/catalog-test-kit';
import { writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { ListWishlist } from './list-wishlist.use-case';
import { RemoveFromWishlist } from './remove-from-wishlist.use-case';
import { ToggleWishlist } from './toggle-wishlist.use-case';

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
    await catalog.api.deleteProduct(gone._id, ADMIN_ACTOR);
    const items = await catalog.api.listWishlist(user);
    expect(items.map((i) => i.product.name)).toEqual(['Kept']);
    expect(items[0]?.product.stock).toMatchObject({ quantity: 25, reserved: 5, available: 20 });
    expect((await catalog.api.toggleWishlist({ userId: user, productId: kept._id })).count).toBe(0);
  });

  it('needs a valid user id', async () => {
    await expect(catalog.api.listWishlist('me')).rejects.toMatchObject({ kind: 'invalid' });
  });
});

describe('wishlist rules', () => {
  let stores: WriteStores;
  beforeEach(async () => {
    stores = await writeStores();
  });
  afterEach(() => stores.close());

  const SHOPPER = 'abcdefabcdefabcdefabcde1';
  const remove = () => new RemoveFromWishlist(stores);
  const toggle = (productId: string, user = SHOPPER) => new ToggleWishlist(stores).execute({ userId: user, productId });
  const NOT_FOUND = { kind: 'not_found', message: 'Product not found' };

  it('refuses an id that is no user id, naming the field', async () => {
    await expect(new ListWishlist(stores).execute('me')).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Invalid user id',
      errors: [{ path: 'userId', message: 'Invalid user id' }],
    });
  });

  it('is the same wishlist whatever the case of the user id', async () => {
    const product = await stores.addProduct(1);
    await toggle(product._id, SHOPPER.toUpperCase());
    expect(await stores.wishlist.count(SHOPPER)).toBe(1);
    expect((await new ListWishlist(stores).execute(SHOPPER)).map((item) => item.productId)).toEqual([product._id]);
  });

  it('leaves out a product that is gone', async () => {
    const product = await stores.addProduct(1);
    await toggle(product._id);
    await stores.products.delete(product._id);
    expect(await new ListWishlist(stores).execute(SHOPPER)).toEqual([]);
  });

  it('adds only products shoppers can see', async () => {
    const discontinued = await stores.addProduct(1, { status: 'discontinued' });
    await expect(toggle(discontinued._id)).rejects.toMatchObject(NOT_FOUND);
    await expect(toggle(undefined as unknown as string)).rejects.toMatchObject(NOT_FOUND);
    expect(await stores.wishlist.count(SHOPPER)).toBe(0);
  });

  it('answers a removal with what is left, and tells shoppers only when something left', async () => {
    const product = await stores.addProduct(1);
    await toggle(product._id);
    stores.reads.invalidations = 0;
    expect(await remove().one({ userId: SHOPPER, productId: product._id })).toEqual({
      added: false,
      action: 'removed',
      productId: product._id,
      count: 0,
    });
    expect(stores.reads.invalidations).toBe(1);
  });

  it('clears every product, telling shoppers once, and nothing when it was empty', async () => {
    const first = await stores.addProduct(1);
    const second = await stores.addProduct(1);
    await toggle(first._id);
    await toggle(second._id);
    stores.reads.invalidations = 0;
    expect(await remove().all(SHOPPER)).toEqual({ added: false, action: 'cleared', count: 0 });
    expect(stores.reads.invalidations).toBe(1);
    expect(await stores.products.findById(first._id)).toMatchObject({ wishlistCount: 0 });
    expect(await remove().all(SHOPPER)).toEqual({ added: false, action: 'cleared', count: 0 });
    expect(stores.reads.invalidations).toBe(1);
  });
});
