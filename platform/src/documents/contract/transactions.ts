import { expect, it } from 'vitest';
import type { ContractContext } from './context';

export function transactions(ctx: ContractContext): void {
  it('a transaction commits every write it made, across collections, and returns its result', async () => {
    const [orders, outbox] = [ctx.fresh(), ctx.fresh()];
    const { _id } = await orders.insertOne({ status: 'draft' });
    const result = await ctx.store.transaction(async () => {
      await orders.updateOne({ _id }, { $set: { status: 'placed' } });
      await outbox.insertOne({ event: 'order.placed', orderId: _id });
      return 'done';
    });
    expect(result).toBe('done');
    expect(await orders.findById(_id)).toMatchObject({ status: 'placed' });
    expect(await outbox.find({})).toEqual([expect.objectContaining({ orderId: _id })]);
  });

  it('a transaction that throws leaves no write behind and rethrows', async () => {
    const [stock, reservations] = [ctx.fresh(), ctx.fresh()];
    const [a, b] = await stock.insertMany([{ sku: 'a', qty: 5 }, { sku: 'b', qty: 0 }]);
    const failure = await ctx.store
      .transaction(async () => {
        await stock.updateOne({ _id: a!._id, qty: { $gte: 2 } }, { $inc: { qty: -2 } });
        await reservations.insertOne({ sku: 'a', qty: 2 });
        await stock.deleteOne({ _id: b!._id });
        const taken = await stock.updateOne({ _id: b!._id, qty: { $gte: 1 } }, { $inc: { qty: -1 } });
        if (!taken) throw new Error('b is out of stock');
      })
      .catch((error: unknown) => error);
    expect(failure).toEqual(new Error('b is out of stock'));
    expect(await stock.find({}, { sort: { sku: 1 } })).toEqual([
      { _id: a!._id, sku: 'a', qty: 5 },
      { _id: b!._id, sku: 'b', qty: 0 },
    ]);
    expect(await reservations.count({})).toBe(0);
  });

  it('work outside a transaction never sees its writes before it commits', async () => {
    const items = ctx.fresh();
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    const rolledBack = ctx.store
      .transaction(async () => {
        await items.insertOne({ sku: 'phantom' });
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('abandoned');
      })
      .catch(() => 'rolled back');
    await insertedSignal;
    expect(await items.findOne({ sku: 'phantom' })).toBeNull();
    expect(await rolledBack).toBe('rolled back');
    expect(await items.count({})).toBe(0);
  });

  it('a transaction inside a transaction joins it: one failure undoes both', async () => {
    const items = ctx.fresh();
    await expect(
      ctx.store.transaction(async () => {
        await items.insertOne({ n: 1 });
        await ctx.store.transaction(() => items.insertOne({ n: 2 }));
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await items.count({})).toBe(0);
  });

  it('a collection first used inside a transaction that rolls back works afterwards', async () => {
    let items: ReturnType<typeof ctx.fresh> | undefined;
    await expect(
      ctx.store.transaction(async () => {
        items = ctx.fresh();
        await items.ensureIndex({ fields: ['sku'], unique: true });
        await items.insertOne({ sku: 'a' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await items!.insertOne({ sku: 'b' });
    expect(await items!.find({}, { projection: { sku: 1 } })).toEqual([expect.objectContaining({ sku: 'b' })]);
  });

  it('concurrent read-modify-write transactions lose no update', async () => {
    const counters = ctx.fresh();
    const { _id } = await counters.insertOne({ n: 0, log: [] });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.store.transaction(async () => {
          const current = await counters.findById(_id);
          await counters.updateOne({ _id }, { $set: { n: (current!.n as number) + 1 }, $push: { log: i } });
        }),
      ),
    );
    const after = await counters.findById(_id);
    expect(after?.n).toBe(20);
    expect((after?.log as number[]).length).toBe(20);
  });
}
