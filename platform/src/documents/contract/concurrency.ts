import { expect, it } from 'vitest';
import type { ContractContext } from './context';

export function concurrency(ctx: ContractContext): void {
  it('200 concurrent conditional decrements on qty 50: exactly 50 succeed and qty ends at 0', async () => {
    const stock = ctx.fresh();
    const { _id } = await stock.insertOne({ sku: 'gpu', qty: 50 });
    const results = await Promise.all(
      Array.from({ length: 200 }, () => stock.updateOne({ _id, qty: { $gte: 1 } }, { $inc: { qty: -1 } })),
    );
    const won = results.filter((r) => r !== null);
    expect(won).toHaveLength(50);
    // Every winner saw a different stock level: no two took the same unit.
    expect(new Set(won.map((r) => r!.qty)).size).toBe(50);
    expect(await stock.findById(_id)).toMatchObject({ qty: 0 });
  });

  it('concurrent $inc and $push lose no write', async () => {
    const counters = ctx.fresh();
    const { _id } = await counters.insertOne({ views: 0, log: [] });
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => counters.updateOne({ _id }, { $inc: { views: 1 }, $push: { log: i } })),
    );
    const after = await counters.findById(_id);
    expect(after?.views).toBe(100);
    expect((after?.log as number[]).length).toBe(100);
  });
}
