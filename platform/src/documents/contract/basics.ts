import { expect, it } from 'vitest';
import { isObjectId } from '@shop/contracts';
import type { ContractContext } from './context';
import { hexId } from './context';

export function basics(ctx: ContractContext): void {
  it('answers ping', async () => {
    await expect(ctx.store.ping()).resolves.toBeUndefined();
  });

  it('generates a 24-hex _id on insert and finds the document by it', async () => {
    const items = ctx.fresh();
    const inserted = await items.insertOne({ name: 'Keyboard', price: 45_000, tags: ['usb'], spec: { keys: 104 } });
    expect(isObjectId(inserted._id)).toBe(true);
    expect(inserted).toMatchObject({ name: 'Keyboard', price: 45_000, tags: ['usb'], spec: { keys: 104 } });
    expect(await items.findById(inserted._id)).toEqual(inserted);
  });

  it('keeps a given _id and answers null for an unknown one', async () => {
    const items = ctx.fresh();
    const inserted = await items.insertOne({ _id: hexId(7), name: 'Mouse' });
    expect(inserted._id).toBe(hexId(7));
    expect(await items.findById(hexId(7))).toEqual({ _id: hexId(7), name: 'Mouse' });
    expect(await items.findById(hexId(8))).toBeNull();
    expect(await items.findOne({ name: 'Nothing' })).toBeNull();
  });

  it('inserts many in order with distinct ids', async () => {
    const items = ctx.fresh();
    const inserted = await items.insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(inserted.map((d) => d.n)).toEqual([1, 2, 3]);
    expect(new Set(inserted.map((d) => d._id)).size).toBe(3);
    expect(inserted.every((d) => isObjectId(d._id))).toBe(true);
    expect(await items.count({})).toBe(3);
    expect(await items.insertMany([])).toEqual([]);
  });

  it('round-trips strings, numbers, booleans, null, nested objects, arrays and dates', async () => {
    const items = ctx.fresh();
    const at = new Date('2024-05-01T10:00:00.000Z');
    const doc = { s: 'x', n: 1.5, b: false, z: null, o: { a: { b: [1, { c: 'd' }] } }, at };
    const { _id } = await items.insertOne(doc);
    const found = await items.findById(_id);
    expect(found).toEqual({ _id, ...doc });
    expect(found?.at).toBeInstanceOf(Date);
  });

  it('returns copies: changing a returned or inserted object does not change the store', async () => {
    const items = ctx.fresh();
    const input = { name: 'Cable', tags: ['usb-c'], spec: { length: 1 } };
    const inserted = await items.insertOne(input);
    input.tags.push('changed-input');
    input.spec.length = 99;
    inserted.tags = ['changed-result'];
    const found = await items.findById(inserted._id);
    (found!.spec as { length: number }).length = 42;
    const [listed] = await items.find({});
    (listed!.tags as string[]).push('changed-list');
    const updated = await items.updateOne({ _id: inserted._id }, { $set: { name: 'Cable 2m' } });
    (updated!.spec as { length: number }).length = 7;
    expect(await items.findById(inserted._id)).toEqual({
      _id: inserted._id,
      name: 'Cable 2m',
      tags: ['usb-c'],
      spec: { length: 1 },
    });
  });

  it('keeps no reference to update values or dates it was given or returned', async () => {
    const items = ctx.fresh();
    const at = new Date('2024-01-01T00:00:00.000Z');
    const { _id } = await items.insertOne({ at });
    at.setUTCFullYear(2000);
    const spec = { ports: [1, 2] };
    const line = { sku: 'a' };
    const updated = await items.updateOne({ _id }, { $set: { spec }, $push: { lines: line } });
    spec.ports.push(3);
    line.sku = 'changed';
    (updated!.at as Date).setUTCFullYear(1999);
    const found = await items.findById(_id);
    expect(found).toEqual({ _id, at: new Date('2024-01-01T00:00:00.000Z'), spec: { ports: [1, 2] }, lines: [{ sku: 'a' }] });
    (found!.at as Date).setUTCFullYear(1998);
    expect((await items.findById(_id))!.at).toEqual(new Date('2024-01-01T00:00:00.000Z'));
  });
}
