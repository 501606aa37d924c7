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
