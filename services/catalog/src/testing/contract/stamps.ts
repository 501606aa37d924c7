import { expect, it } from 'vitest';
import { MAX_PRODUCT_STAMPS } from '../../api/catalog-api';
import { ADMIN_ACTOR } from '../catalog-test-kit';
import { create, failure, MISSING_ID, type ContractContext } from './context';

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function productStampsContract(ctx: ContractContext): void {
  /** Every active product's id, in id order, as a walk from the first page to the last reads them. */
  const walk = async (limit: number) => {
    const ids: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 50; page += 1) {
      const { products, next } = await ctx.api.listProductStamps({ after, limit });
      ids.push(...products.map((product) => product.id));
      if (next === undefined) return ids;
      expect(next).toBe(products.at(-1)?.id);
      after = next;
    }
    throw new Error('the walk never ended');
  };

  it('stamps the products shoppers can open, in id order, with the time each last changed', async () => {
    const shown = [await create(ctx, { name: 'Shown A' }), await create(ctx, { name: 'Shown B' }), await create(ctx, { name: 'Shown C' })];
    await create(ctx, { name: 'Draft', status: 'inactive' });
    await create(ctx, { name: 'Retired', status: 'discontinued' });
    const deleted = await create(ctx, { name: 'Deleted' });
    await ctx.api.deleteProduct(deleted._id, ADMIN_ACTOR);
    const hidden = await create(ctx, { name: 'Hidden later' });
    await ctx.api.patchProduct({ id: hidden._id, patch: { status: 'inactive' }, actor: ADMIN_ACTOR });
    const edited = await ctx.api.patchProduct({ id: shown[1]!._id, patch: { price: 99_000 }, actor: ADMIN_ACTOR });
    expect(edited.updatedAt > shown[1]!.updatedAt).toBe(true);

    const page = await ctx.api.listProductStamps({ limit: 10 });
    const expected = [shown[0]!, edited, shown[2]!].map(({ _id, updatedAt }) => ({ id: _id, updatedAt })).sort((a, b) => byId(a.id, b.id));
    expect(page).toEqual({ products: expected });
    expect(page.next).toBeUndefined();
    // The same products, the same times, as a shopper's listing and product pages show them.
    const listed = (await ctx.api.listProducts({ limit: 10 })).products;
    expect(listed.map(({ _id, updatedAt }) => ({ id: _id, updatedAt })).sort((a, b) => byId(a.id, b.id))).toEqual(expected);
  });

  it('pages after an id without a gap or a repeat, saying next only while products follow', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) ids.push((await create(ctx, { name: `Stamped ${i}` }))._id);
    ids.sort(byId);
    await create(ctx, { name: 'Stamped draft', status: 'inactive' });

    expect(await walk(3)).toEqual(ids);
    expect(await walk(1)).toEqual(ids);
    // A page that ends on the last product says nothing follows: no call for an empty page.
    expect(await ctx.api.listProductStamps({ limit: 7 })).not.toHaveProperty('next');
    expect((await ctx.api.listProductStamps({ limit: 6 })).next).toBe(ids[5]);

    // Products deleted before the boundary, the boundary's own among them, move no page along.
    const first = await ctx.api.listProductStamps({ limit: 3 });
    expect(first.products.map((product) => product.id)).toEqual(ids.slice(0, 3));
    await ctx.api.deleteProduct(ids[0]!, ADMIN_ACTOR);
    await ctx.api.deleteProduct(ids[2]!, ADMIN_ACTOR);
    const second = await ctx.api.listProductStamps({ after: first.next, limit: 3 });
    expect(second.products.map((product) => product.id)).toEqual(ids.slice(3, 6));
    // An id given in upper case is the same place; one past every product ends the walk.
    expect(await ctx.api.listProductStamps({ after: first.next!.toUpperCase(), limit: 3 })).toEqual(second);
    expect(await ctx.api.listProductStamps({ after: ids[6], limit: 3 })).toEqual({ products: [] });
    expect(await ctx.api.listProductStamps({ after: MISSING_ID, limit: 3 })).toEqual({ products: [] });
  });

  it(`refuses a limit outside 1 to ${MAX_PRODUCT_STAMPS} and an after that is not a product id, naming the field`, async () => {
    await create(ctx);
    const limitError = [{ path: 'limit', message: `Limit must be a whole number from 1 to ${MAX_PRODUCT_STAMPS}` }];
    for (const limit of [0, -1, 2.5, MAX_PRODUCT_STAMPS + 1, 2 ** 32 + 1, Number.NaN, '10' as never, undefined as never]) {
      const refused = await failure(ctx.api.listProductStamps({ limit }), 'invalid');
      expect(refused.errors, String(limit)).toEqual(limitError);
    }
    const badAfter = await failure(ctx.api.listProductStamps({ after: 'not-an-id', limit: 0 }), 'invalid');
    expect(badAfter.errors).toEqual([{ path: 'after', message: 'after must be a product id' }, ...limitError]);
    expect((await ctx.api.listProductStamps({ limit: MAX_PRODUCT_STAMPS })).products).toHaveLength(1);
  });
}
