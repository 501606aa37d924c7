import { expect, it } from 'vitest';
import type { ContractContext } from './context';
import { hexId } from './context';

export function paging(ctx: ContractContext): void {
  it('sorts ascending and descending on one key', async () => {
    const items = ctx.fresh();
    await items.insertMany([{ n: 2 }, { n: 3 }, { n: 1 }]);
    expect((await items.find({}, { sort: { n: 1 } })).map((d) => d.n)).toEqual([1, 2, 3]);
    expect((await items.find({}, { sort: { n: -1 } })).map((d) => d.n)).toEqual([3, 2, 1]);
  });

  it('sorts on several keys, the first one most significant, including nested fields', async () => {
    const items = ctx.fresh();
    await items.insertMany([
      { cat: 'b', p: { v: 1 } },
      { cat: 'a', p: { v: 1 } },
      { cat: 'b', p: { v: 3 } },
      { cat: 'a', p: { v: 2 } },
    ]);
    const sorted = await items.find({}, { sort: { cat: 1, 'p.v': -1 } });
    expect(sorted.map((d) => `${d.cat as string}${(d.p as { v: number }).v}`)).toEqual(['a2', 'a1', 'b3', 'b1']);
  });

  it('breaks ties on _id, ascending, whatever the insertion order', async () => {
    const items = ctx.fresh();
    await items.insertMany([5, 2, 9, 1, 7].map((n) => ({ _id: hexId(n), rank: 1 })));
    await items.insertOne({ _id: hexId(3), rank: 0 });
    const sorted = await items.find({}, { sort: { rank: -1 } });
    expect(sorted.map((d) => d._id)).toEqual([1, 2, 5, 7, 9, 3].map(hexId));
    const unsorted = await items.find({});
    expect(unsorted.map((d) => d._id)).toEqual([1, 2, 3, 5, 7, 9].map(hexId));
  });

  it('applies skip and limit after sorting', async () => {
    const items = ctx.fresh();
    await items.insertMany([4, 1, 5, 3, 2].map((n) => ({ n })));
    expect((await items.find({}, { sort: { n: 1 }, skip: 1, limit: 2 })).map((d) => d.n)).toEqual([2, 3]);
    expect((await items.find({}, { sort: { n: 1 }, skip: 4, limit: 10 })).map((d) => d.n)).toEqual([5]);
    expect(await items.find({}, { skip: 10 })).toEqual([]);
    expect((await items.find({}, { sort: { n: -1 }, limit: 2 })).map((d) => d.n)).toEqual([5, 4]);
    await expect(items.find({}, { skip: -1 })).rejects.toThrow(RangeError);
  });

  it('pages: findPage gives the page and the total of the whole filter; pages do not overlap', async () => {
    const items = ctx.fresh();
    await items.insertMany(Array.from({ length: 23 }, (_, i) => ({ i, even: i % 2 === 0, group: i % 3 })));
    const first = await items.findPage({ even: true }, { sort: { group: 1 }, skip: 0, limit: 5 });
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(5);
    const seen: number[] = [];
    for (let skip = 0; skip < 12; skip += 5) {
      const page = await items.findPage({ even: true }, { sort: { group: 1 }, skip, limit: 5 });
      expect(page.total).toBe(12);
      seen.push(...page.items.map((d) => d.i as number));
    }
    expect(seen.sort((a, b) => a - b)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22]);
    expect(await items.findPage({ i: { $gt: 100 } }, { skip: 0, limit: 5 })).toEqual({ items: [], total: 0 });
  });

  it('projects the requested fields, nested ones too, and always _id', async () => {
    const items = ctx.fresh();
    const { _id } = await items.insertOne({ name: 'ssd', price: 90_000, stock: 4, spec: { size: 1024, bus: 'nvme' } });
    expect(await items.find({ _id }, { projection: { name: 1, price: 1 } })).toEqual([
      { _id, name: 'ssd', price: 90_000 },
    ]);
    expect(await items.find({}, { projection: { 'spec.size': 1 } })).toEqual([{ _id, spec: { size: 1024 } }]);
  });
}
