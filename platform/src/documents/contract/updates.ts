import { expect, it } from 'vitest';
import { isObjectId } from '@shop/contracts';
import type { ContractContext } from './context';
import { hexId } from './context';

export function updates(ctx: ContractContext): void {
  it('$set (top-level and dotted) returns the document after the update', async () => {
    const items = ctx.fresh();
    const { _id } = await items.insertOne({ name: 'hub', spec: { ports: 4, usb: '3.0' } });
    const after = await items.updateOne({ _id }, { $set: { name: 'usb hub', 'spec.ports': 7, added: true } });
    expect(after).toEqual({ _id, name: 'usb hub', spec: { ports: 7, usb: '3.0' }, added: true });
    expect(await items.findById(_id)).toEqual(after);
  });

  it('$unset removes fields', async () => {
    const items = ctx.fresh();
    const { _id } = await items.insertOne({ a: 1, b: 2, c: { d: 3, e: 4 } });
    expect(await items.updateOne({ _id }, { $unset: { b: '', 'c.d': '' } })).toEqual({ _id, a: 1, c: { e: 4 } });
  });

  it('$inc adds to a number and creates a missing one', async () => {
    const items = ctx.fresh();
    const { _id } = await items.insertOne({ qty: 5 });
    expect(await items.updateOne({ _id }, { $inc: { qty: -2, sold: 2 } })).toEqual({ _id, qty: 3, sold: 2 });
  });

  it('arrayFilters move one array element together with the rest of the document, only when the filter holds', async () => {
    const items = ctx.fresh();
    const lines = [
      { id: 'm', stock: { available: 3, reserved: 0 } },
      { id: 'l', stock: { available: 1, reserved: 0 } },
    ];
    const { _id } = await items.insertOne({ total: 4, lines });
    const take = (id: string, n: number) =>
      items.updateOne(
        { _id, lines: { $elemMatch: { id, 'stock.available': { $gte: n } } } },
        { $inc: { 'lines.$[line].stock.available': -n, 'lines.$[line].stock.reserved': n, total: -n } },
        { arrayFilters: [{ 'line.id': id }] },
      );
    expect(await take('l', 2)).toBeNull();
    const after = await take('l', 1);
    expect(after).toEqual({
      _id,
      total: 3,
      lines: [
        { id: 'm', stock: { available: 3, reserved: 0 } },
        { id: 'l', stock: { available: 0, reserved: 1 } },
      ],
    });
    expect(await items.findById(_id)).toEqual(after);
  });

  it('$push appends one value or $each of several', async () => {
    const items = ctx.fresh();
    const { _id } = await items.insertOne({ tags: ['a'] });
    await items.updateOne({ _id }, { $push: { tags: 'b', log: { at: 1 } } });
    const after = await items.updateOne({ _id }, { $push: { tags: { $each: ['c', 'a'] } } });
    expect(after).toEqual({ _id, tags: ['a', 'b', 'c', 'a'], log: [{ at: 1 }] });
  });

  it('$pull removes every equal value, or every element matching a condition', async () => {
    const items = ctx.fresh();
    const { _id } = await items.insertOne({ tags: ['a', 'b', 'a'], lines: [{ sku: 'x', q: 1 }, { sku: 'y', q: 2 }] });
    const after = await items.updateOne({ _id }, { $pull: { tags: 'a', lines: { sku: 'y' } } });
    expect(after).toEqual({ _id, tags: ['b'], lines: [{ sku: 'x', q: 1 }] });
    const again = await items.updateOne({ _id }, { $pull: { lines: { q: { $gte: 1 } } } });
    expect(again?.lines).toEqual([]);
  });

  it('$addToSet adds only values not already there', async () => {
    const items = ctx.fresh();
    const { _id } = await items.insertOne({ tags: ['a'] });
    await items.updateOne({ _id }, { $addToSet: { tags: 'a' } });
    const after = await items.updateOne({ _id }, { $addToSet: { tags: { $each: ['b', 'a', 'c'] }, fresh: 'x' } });
    expect(after).toEqual({ _id, tags: ['a', 'b', 'c'], fresh: ['x'] });
  });

  it('returns null and changes nothing when no document matches', async () => {
    const items = ctx.fresh();
    const { _id } = await items.insertOne({ qty: 0 });
    expect(await items.updateOne({ _id, qty: { $gte: 1 } }, { $inc: { qty: -1 } })).toBeNull();
    expect(await items.updateOne({ _id: hexId(404) }, { $set: { x: 1 } })).toBeNull();
    expect(await items.findById(_id)).toEqual({ _id, qty: 0 });
    expect(await items.count({})).toBe(1);
  });

  it('updateOne changes exactly one of several matches', async () => {
    const items = ctx.fresh();
    await items.insertMany([{ s: 'new' }, { s: 'new' }, { s: 'new' }]);
    expect(await items.updateOne({ s: 'new' }, { $set: { s: 'taken' } })).toMatchObject({ s: 'taken' });
    expect(await items.count({ s: 'taken' })).toBe(1);
  });

  it('upsert inserts from the equality fields and the update, with a 24-hex _id', async () => {
    const items = ctx.fresh();
    const created = await items.updateOne(
      { user: 'u1', product: 'p1', qty: { $gte: 0 } },
      { $inc: { qty: 2 }, $set: { price: 10 } },
      { upsert: true },
    );
    expect(isObjectId(created?._id)).toBe(true);
    expect(created).toEqual({ _id: created!._id, user: 'u1', product: 'p1', qty: 2, price: 10 });
    const updated = await items.updateOne({ user: 'u1', product: 'p1' }, { $inc: { qty: 3 } }, { upsert: true });
    expect(updated).toEqual({ ...created, qty: 5 });
    expect(await items.count({})).toBe(1);
  });

  it('upsert keeps an _id given in the filter', async () => {
    const items = ctx.fresh();
    const created = await items.updateOne({ _id: hexId(42) }, { $set: { views: 1 } }, { upsert: true });
    expect(created).toEqual({ _id: hexId(42), views: 1 });
    expect(await items.findById(hexId(42))).toEqual(created);
  });

  it('updateMany, deleteOne and deleteMany report what they did', async () => {
    const items = ctx.fresh();
    await items.insertMany([{ s: 'a' }, { s: 'a' }, { s: 'b' }, { s: 'c' }]);
    expect(await items.updateMany({ s: { $in: ['a', 'b'] } }, { $set: { seen: true } })).toBe(3);
    expect(await items.updateMany({ s: 'zzz' }, { $set: { seen: true } })).toBe(0);
    expect(await items.count({ seen: true })).toBe(3);
    expect(await items.deleteOne({ s: 'a' })).toBe(true);
    expect(await items.deleteOne({ s: 'zzz' })).toBe(false);
    expect(await items.deleteMany({ seen: true })).toBe(2);
    expect(await items.deleteMany({ seen: true })).toBe(0);
    expect((await items.find({})).map((d) => d.s)).toEqual(['c']);
  });

  it('refuses an update without operators instead of replacing the document', async () => {
    const items = ctx.fresh();
    const { _id } = await items.insertOne({ a: 1 });
    await expect(items.updateOne({ _id }, { a: 2 })).rejects.toThrow(TypeError);
    await expect(items.updateMany({}, { a: 2 })).rejects.toThrow(TypeError);
    expect(await items.findById(_id)).toEqual({ _id, a: 1 });
  });
}
