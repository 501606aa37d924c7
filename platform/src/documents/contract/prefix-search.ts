import { beforeAll, describe, expect, it } from 'vitest';
import type { Doc, DocumentCollection, Filter } from '../document-store.port';
import type { ContractContext } from './context';
import { hexId } from './context';

/** Every prefix of every word, sorted: what the services store in a prefix-search field. */
function prefixes(...words: string[]): string[] {
  const all = new Set<string>();
  for (const word of words) for (let n = 1; n <= word.length; n += 1) all.add(word.slice(0, n));
  return [...all].sort();
}

export function prefixSearch(ctx: ContractContext): void {
  describe('a prefix-search field', () => {
    let items: DocumentCollection<Doc>;
    beforeAll(async () => {
      items = ctx.fresh();
      await items.insertMany([
        { _id: hexId(1), name: 'mechanical keyboard', words: prefixes('mechanical', 'keyboard'), status: 'active' },
        { _id: hexId(2), name: 'keyboard cover', words: prefixes('keyboard', 'cover'), status: 'draft' },
        { _id: hexId(3), name: 'mouse', words: prefixes('mouse'), status: 'active' },
        { _id: hexId(4), name: 'no words', words: [], status: 'active' },
        { _id: hexId(5), name: 'odd list', words: ['zz', 'q'], status: 'active' },
      ]);
      await items.ensureIndex({ fields: ['words'], prefixSearch: true, searchFilters: ['status'] });
      await items.insertOne({ _id: hexId(6), name: 'key ring', words: prefixes('key', 'ring'), status: 'active' });
    });

    const cases: Array<[string, Filter, number[]]> = [
      ['a prefix', { words: 'key' }, [1, 2, 6]],
      ['a whole word', { words: 'keyboard' }, [1, 2]],
      ['not a prefix of any word', { words: 'eyboard' }, []],
      ['$all words', { words: { $all: ['mech', 'key'] } }, [1]],
      ['$in forms of a word', { words: { $in: ['covers', 'cover'] } }, [2]],
      ['$nin', { words: { $nin: ['key', 'mo'] } }, [4, 5]],
      ['with other conditions', { words: 'key', status: 'active' }, [1, 6]],
      ['with a search filter beside words in $and', { status: 'active', $and: [{ words: { $all: ['key'] } }, { words: { $in: ['mech', 'ring'] } }] }, [1, 6]],
      ['with a search filter and words excluded', { words: { $nin: ['key'] }, status: 'active' }, [3, 4, 5]],
      ['with a search filter inside $or', { $or: [{ words: 'cover' }, { status: 'draft', words: 'mouse' }] }, [2]],
      ['with a search filter of another value', { words: 'key', status: 'draft' }, [2]],
      ['a list that is not every prefix keeps its own values', { words: 'zz' }, [5]],
    ];
    for (const [title, filter, expected] of cases) {
      it(`finds ${title}`, async () => {
        expect((await items.find(filter, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(expected.map(hexId));
        expect(await items.count(filter)).toBe(expected.length);
      });
    }

    it('gives the field back exactly as it was stored, and follows updates', async () => {
      expect(await items.findById(hexId(1))).toMatchObject({ words: prefixes('mechanical', 'keyboard') });
      expect(await items.findById(hexId(5))).toMatchObject({ words: ['zz', 'q'] });
      await items.updateOne({ _id: hexId(3) }, { $set: { words: prefixes('trackball') } });
      expect((await items.find({ words: 'track' })).map((d) => d._id)).toEqual([hexId(3)]);
      expect(await items.count({ words: 'mouse' })).toBe(0);
      await items.updateOne({ _id: hexId(1) }, { $set: { status: 'draft' } });
      expect((await items.find({ words: 'key', status: 'active' })).map((d) => d._id)).toEqual([hexId(6)]);
      expect(await items.count({ words: 'key', status: 'draft' })).toBe(2);
      await items.deleteOne({ _id: hexId(6) });
      expect(await items.count({ words: 'ring' })).toBe(0);
    });

    it('answers a search filter for the value most documents hold as exactly as for the others', async () => {
      const statuses = ctx.fresh();
      await statuses.ensureIndex({ fields: ['status'], counted: true });
      await statuses.ensureIndex({ fields: ['words'], prefixSearch: true, searchFilters: ['status'] });
      const statusOf = (i: number) => (i % 10 === 0 ? 'draft' : i % 10 === 1 ? 'archived' : 'active');
      await statuses.insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: hexId(i + 1), status: statusOf(i), words: prefixes('lamp') })));
      const ids = async (filter: Filter) => (await statuses.find(filter, { sort: { _id: 1 } })).map((d) => d._id);
      const expectCounts = async (expected: Record<string, number>) => {
        for (const [status, n] of Object.entries(expected)) {
          expect(await statuses.count({ words: 'lam', status })).toBe(n);
          expect(await ids({ words: 'lamp', status })).toHaveLength(n);
        }
      };
      await expectCounts({ active: 40, draft: 5, archived: 5, retired: 0 });
      // A value none held before, a document without the field, and one moved between values.
      await statuses.updateOne({ _id: hexId(3) }, { $set: { status: 'retired' } });
      await statuses.insertOne({ _id: hexId(51), words: prefixes('lamp') });
      await statuses.updateOne({ _id: hexId(1) }, { $set: { status: 'active' } });
      await expectCounts({ active: 40, draft: 4, archived: 5, retired: 1 });
      expect(await ids({ words: 'lamp', status: 'retired' })).toEqual([hexId(3)]);
      expect(await statuses.count({ words: 'lamp' })).toBe(51);
    });

    it('answers a search with filters of every kind, sorted and paged, exactly as the filters say', async () => {
      type Item = Doc & { n: number; status: string; kind: string; price?: unknown; featured: boolean; stock: { available: number }; words: string[] };
      const shop = ctx.fresh<Item>();
      await shop.ensureIndex({ fields: ['status', 'kind'], counted: true });
      await shop.ensureIndex({ fields: ['words'], prefixSearch: true, searchFilters: ['status', 'kind', 'price', 'featured', 'stock.available:sign'] });
      await shop.ensureIndex({ fields: ['status', 'n', 'kind', 'price', 'featured', 'stock.available'] });
      await shop.ensureIndex({ fields: ['status', 'price', 'kind'] });
      const items: Item[] = Array.from({ length: 900 }, (_, i) => ({
        _id: hexId(i + 1),
        n: (i * 37) % 900,
        status: i % 9 === 0 ? 'draft' : 'active',
        kind: ['desk', 'floor', 'wall'][i % 3]!,
        price: (i * 7919) % 5000,
        featured: i % 11 === 0,
        stock: { available: (i % 13) - 2 },
        words: prefixes('lamp', i % 50 === 0 ? 'rare' : 'common'),
      }));
      await shop.insertMany(items);
      const checkAll = async (cases: Array<[Filter, (item: Item) => boolean]>) => {
        for (const [filter, keep] of cases) {
          const matching = items.filter(keep);
          const byN = [...matching].sort((a, b) => a.n - b.n).map((item) => item._id);
          const byPrice = [...matching].sort((a, b) => Number(a.price) - Number(b.price) || a._id.localeCompare(b._id)).map((item) => item._id);
          const title = JSON.stringify(filter);
          expect(await shop.count(filter), title).toBe(matching.length);
          for (const skip of [0, 7]) {
            const byNPage = await shop.findPage(filter, { sort: { n: 1 }, skip, limit: 5 });
            expect(byNPage.items.map((item) => item._id), title).toEqual(byN.slice(skip, skip + 5));
            expect(byNPage.total, title).toBe(matching.length);
          }
          if (matching.every((item) => typeof item.price === 'number')) {
            expect((await shop.find(filter, { sort: { price: 1 }, limit: 5 })).map((item) => item._id), title).toEqual(byPrice.slice(0, 5));
          }
        }
      };
      const active = (item: Item) => item.status === 'active';
      const rare = (item: Item) => active(item) && item.words.includes('rare');
      const price = (item: Item) => (typeof item.price === 'number' ? item.price : NaN);
      const cases = (): Array<[Filter, (item: Item) => boolean]> => [
        [{ words: 'lamp', status: 'active', kind: 'floor' }, (item) => active(item) && item.kind === 'floor'],
        [{ words: 'rare', status: 'active', kind: 'floor' }, (item) => rare(item) && item.kind === 'floor'],
        [{ words: 'lamp', status: 'active', price: { $gte: 1000, $lte: 3000 } }, (item) => active(item) && price(item) >= 1000 && price(item) <= 3000],
        [{ words: 'lamp', status: 'active', price: { $gt: 99.5, $lt: 250.5 } }, (item) => active(item) && price(item) > 99.5 && price(item) < 250.5],
        [{ words: 'rare', status: 'active', price: { $lte: 2500 } }, (item) => rare(item) && price(item) <= 2500],
        [{ words: 'lamp', status: 'active', price: { $gt: 10, $lt: 5 } }, () => false],
        [{ words: 'lamp', status: 'active', featured: true }, (item) => active(item) && item.featured],
        [{ words: 'lamp', status: 'active', featured: false, kind: 'wall' }, (item) => active(item) && !item.featured && item.kind === 'wall'],
        [{ words: 'lamp', status: 'active', 'stock.available': { $gt: 0 } }, (item) => active(item) && item.stock.available > 0],
        [{ words: 'rare', status: 'active', 'stock.available': { $lte: 0 } }, (item) => rare(item) && item.stock.available <= 0],
        [{ words: 'lamp', status: 'active', 'stock.available': { $gt: 3 } }, (item) => active(item) && item.stock.available > 3],
        [
          { words: { $in: ['rare', 'lam'] }, status: 'draft', price: { $gte: 2000 }, 'stock.available': { $gt: 0 } },
          (item) => item.status === 'draft' && price(item) >= 2000 && item.stock.available > 0,
        ],
      ];
      await checkAll(cases());
      // Values moved, and prices the digits cannot stand for (a fraction, a negative, text, none).
      const moves: Array<[number, Partial<Item>]> = [
        [3, { kind: 'floor', price: 1500, featured: true, stock: { available: 0 } }],
        [4, { price: 2999.5 }],
        [5, { price: -20 }],
        [6, { price: '1200' }],
        [7, { status: 'active', stock: { available: -3 } }],
      ];
      for (const [i, change] of moves) {
        await shop.updateOne({ _id: hexId(i + 1) }, { $set: change });
        Object.assign(items[i]!, change);
      }
      await shop.updateOne({ _id: hexId(9) }, { $unset: { price: '' } });
      delete items[8]!.price;
      await checkAll(cases());
    });

    it('pages a sorted search the same whether it matches many documents or few', async () => {
      const many = ctx.fresh();
      await many.ensureIndex({ fields: ['words'], prefixSearch: true, searchFilters: ['status'] });
      await many.ensureIndex({ fields: ['status', 'n'] });
      await many.insertMany(
        Array.from({ length: 700 }, (_, i) => ({ n: (i * 37) % 700, status: i % 7 === 0 ? 'draft' : 'active', words: prefixes('cable', i % 100 === 0 ? 'rare' : 'common') })),
      );
      const expected = (word: string) =>
        Array.from({ length: 700 }, (_, i) => i)
          .filter((i) => i % 7 !== 0 && (word === 'cable' || (i % 100 === 0) === (word === 'rare')))
          .map((i) => (i * 37) % 700)
          .sort((a, b) => b - a);
      for (const word of ['cable', 'rare']) {
        const page = await many.findPage({ words: word, status: 'active' }, { sort: { n: -1 }, skip: 2, limit: 4 });
        expect(page.items.map((d) => d.n)).toEqual(expected(word).slice(2, 6));
        expect(page.total).toBe(expected(word).length);
        const pastTheEnd = await many.findPage({ words: word, status: 'active' }, { sort: { n: -1 }, skip: 700, limit: 4 });
        expect(pastTheEnd).toEqual({ items: [], total: expected(word).length });
      }
    });
  });
}
