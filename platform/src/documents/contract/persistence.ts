import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { DuplicateKeyError } from '../document-store.port';
import type { ContractContext } from './context';

export function persistence(ctx: ContractContext, persistent: boolean): void {
  it.skipIf(!persistent)('keeps documents and unique indexes across close and reopen', async () => {
    const first = await ctx.makeStore();
    const name = `persist_${randomBytes(4).toString('hex')}`;
    const items = first.collection(name);
    await items.ensureIndex({ fields: ['sku'], unique: true });
    const { _id } = await items.insertOne({ sku: 'a', qty: 1 });
    await items.insertOne({ sku: 'b', qty: 1 });
    await items.updateOne({ _id }, { $inc: { qty: 4 } });
    await items.deleteOne({ sku: 'b' });
    await first.close();

    const second = await ctx.makeStore();
    try {
      const reopened = second.collection(name);
      expect(await reopened.find({})).toEqual([{ _id, sku: 'a', qty: 5 }]);
      await expect(reopened.insertOne({ sku: 'a' })).rejects.toBeInstanceOf(DuplicateKeyError);
    } finally {
      await second.close();
    }
  });
}
