import { expect, it } from 'vitest';
import { create, failure, form, type ContractContext } from './context';
import { ADMIN_ACTOR } from '../catalog-test-kit';

const ITEM_CODE_TAKEN = 'This item code is already used by another product';

/** A product's EBM fields: the item code and tax type its fiscal receipts print. */
export function fiscalContract(ctx: ContractContext): void {
  it('gives a new product the next code of the shop’s series and tax type B unless the admin gives them', async () => {
    const first = await create(ctx, { name: 'First Hub' });
    const second = await create(ctx, { name: 'Second Hub', fiscal: { itemCode: '', taxType: 'A' } });
    const given = await create(ctx, { name: 'Given Hub', fiscal: { itemCode: 'ke1bxkg0000345', taxType: 'C' } });
    expect([first.fiscal, second.fiscal, given.fiscal]).toEqual([
      { itemCode: 'RW2NTU0000001', taxType: 'B' },
      { itemCode: 'RW2NTU0000002', taxType: 'A' },
      { itemCode: 'KE1BXKG0000345', taxType: 'C' },
    ]);
    expect((await ctx.api.getProducts([given._id]))[0]?.fiscal).toEqual({ itemCode: 'KE1BXKG0000345', taxType: 'C' });
    expect((await ctx.api.getProduct(first._id)).fiscal).toEqual({ itemCode: 'RW2NTU0000001', taxType: 'B' });
  });

  it('refuses an item code another product has, naming the field, on create, update and patch', async () => {
    const taken = await create(ctx, { name: 'First Hub', fiscal: { itemCode: 'RW2NTU0000500' } });
    const other = await create(ctx, { name: 'Other Hub' });
    const onCreate = await failure(create(ctx, { name: 'Copy Hub', fiscal: { itemCode: taken.fiscal.itemCode } }), 'conflict');
    expect(onCreate.message).toBe(ITEM_CODE_TAKEN);
    expect(onCreate.errors).toEqual([{ path: 'fiscal.itemCode', message: ITEM_CODE_TAKEN }]);
    const onUpdate = ctx.api.updateProduct({ id: other._id, product: form({ name: 'Other Hub', fiscal: { itemCode: 'RW2NTU0000500' } }), actor: ADMIN_ACTOR });
    expect((await failure(onUpdate, 'conflict')).message).toBe(ITEM_CODE_TAKEN);
    const onPatch = ctx.api.patchProduct({ id: other._id, patch: { fiscal: { itemCode: 'RW2NTU0000500' } }, actor: ADMIN_ACTOR });
    expect((await failure(onPatch, 'conflict')).message).toBe(ITEM_CODE_TAKEN);
    expect((await ctx.api.getProducts([other._id]))[0]?.fiscal.itemCode).toBe('RW2NTU0000001');
  });

  it('refuses a malformed item code or tax type with the form’s messages', async () => {
    const bad = await failure(create(ctx, { fiscal: { itemCode: 'RW9NTU0000001', taxType: 'Z' } }), 'invalid');
    expect(bad.errors).toEqual([
      { path: 'fiscal.itemCode', message: expect.stringMatching(/^Item code must look like RW2NTU0000012/) },
      { path: 'fiscal.taxType', message: 'Tax type must be A, B, C or D' },
    ]);
    const product = await create(ctx);
    await failure(ctx.api.patchProduct({ id: product._id, patch: { fiscal: { taxType: 'b' } }, actor: ADMIN_ACTOR }), 'invalid');
  });

  it('lets an admin change the tax type and the item code; fields left out or blank keep theirs', async () => {
    const product = await create(ctx);
    const taxed = await ctx.api.patchProduct({ id: product._id, patch: { fiscal: { taxType: 'D' } }, actor: ADMIN_ACTOR });
    expect(taxed.fiscal).toEqual({ itemCode: 'RW2NTU0000001', taxType: 'D' });
    const recoded = await ctx.api.patchProduct({ id: product._id, patch: { fiscal: { itemCode: 'rw2ntu0000900', taxType: '' } }, actor: ADMIN_ACTOR });
    expect(recoded.fiscal).toEqual({ itemCode: 'RW2NTU0000900', taxType: 'D' });
    const renamed = await ctx.api.patchProduct({ id: product._id, patch: { name: 'Renamed Mouse' }, actor: ADMIN_ACTOR });
    expect(renamed.fiscal).toEqual({ itemCode: 'RW2NTU0000900', taxType: 'D' });
    const replaced = await ctx.api.updateProduct({ id: product._id, product: form({ fiscal: { itemCode: ' ', taxType: 'B' } }), actor: ADMIN_ACTOR });
    expect(replaced.fiscal).toEqual({ itemCode: 'RW2NTU0000900', taxType: 'B' });
    expect((await ctx.api.updateProduct({ id: product._id, product: form(), actor: ADMIN_ACTOR })).fiscal).toEqual({ itemCode: 'RW2NTU0000900', taxType: 'B' });
  });
}
