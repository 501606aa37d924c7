import { beforeAll, describe, expect, it } from 'vitest';
import type { Doc, DocumentCollection, Filter } from '../document-store.port';
import type { ContractContext } from './context';
import { hexId } from './context';

/** Five products covering scalars, arrays, nested objects and missing fields. */
const PRODUCTS = [
  { _id: hexId(1), name: 'laptop', price: 1_200_000, tags: ['pc', 'sale'], brand: { name: 'Lenovo', country: 'CN' },
    variants: [{ sku: 'L1', qty: 0 }, { sku: 'L2', qty: 5 }], scores: [70, 95], note: null },
  { _id: hexId(2), name: 'mouse', price: 15_000, tags: ['pc'], brand: { name: 'Logitech', country: 'CH' },
    variants: [{ sku: 'M1', qty: 3 }], scores: [82] },
  { _id: hexId(3), name: 'monitor', price: 250_000, tags: [], brand: { name: 'Dell', country: 'US' },
    variants: [], scores: [] },
  { _id: hexId(4), name: 'cable', price: 5_000, brand: { name: 'Anker', country: 'CN' },
    variants: [{ sku: 'C1', qty: 10 }, { sku: 'C2', qty: 0 }], scores: [60, 84] },
  { _id: hexId(5), name: 'webcam', price: 60_000, tags: ['video', 'sale', 'pc'], brand: { name: 'Logitech', country: 'CH' },
    variants: [{ sku: 'W1', qty: 2 }], scores: [90], note: 'demo unit' },
];

export function queries(ctx: ContractContext): void {
  describe('filters', () => {
    let products: DocumentCollection<Doc>;
    beforeAll(async () => {
      products = ctx.fresh();
      await products.insertMany(PRODUCTS);
    });

    const cases: Array<[string, Filter, number[]]> = [
      ['equality on a scalar', { name: 'mouse' }, [2]],
      ['equality on an array element', { tags: 'sale' }, [1, 5]],
      ['$in on a scalar', { name: { $in: ['mouse', 'cable', 'nope'] } }, [2, 4]],
      ['$in on an array', { tags: { $in: ['video', 'nope'] } }, [5]],
      ['$nin (missing fields match)', { tags: { $nin: ['pc'] } }, [3, 4]],
      ['$ne on a scalar', { name: { $ne: 'mouse' } }, [1, 3, 4, 5]],
      ['$ne on an array means no element equals', { tags: { $ne: 'sale' } }, [2, 3, 4]],
      ['$gt', { price: { $gt: 60_000 } }, [1, 3]],
      ['$gte', { price: { $gte: 60_000 } }, [1, 3, 5]],
      ['$lt', { price: { $lt: 15_000 } }, [4]],
      ['$lte', { price: { $lte: 15_000 } }, [2, 4]],
      ['a range on one field', { price: { $gte: 10_000, $lt: 100_000 } }, [2, 5]],
      ['a range on strings', { name: { $gte: 'm', $lt: 'n' } }, [2, 3]],
      ['$exists true (an empty array exists)', { tags: { $exists: true } }, [1, 2, 3, 5]],
      ['$exists false', { tags: { $exists: false } }, [4]],
      ['$all', { tags: { $all: ['sale', 'pc'] } }, [1, 5]],
      ['$and', { $and: [{ tags: 'pc' }, { price: { $lt: 100_000 } }] }, [2, 5]],
      ['$or', { $or: [{ name: 'cable' }, { price: { $gt: 1_000_000 } }] }, [1, 4]],
      ['$or inside $and', { $and: [{ $or: [{ tags: 'sale' }, { name: 'cable' }] }, { 'brand.country': 'CN' }] }, [1, 4]],
      ['a nested field with dots', { 'brand.name': 'Logitech' }, [2, 5]],
      ['a dotted path into an array of objects', { 'variants.sku': 'C2' }, [4]],
      ['$elemMatch: both conditions on the same element', { variants: { $elemMatch: { sku: 'L1', qty: { $gt: 0 } } } }, []],
      ['$elemMatch on objects', { variants: { $elemMatch: { qty: { $gte: 3, $lte: 5 } } } }, [1, 2]],
      ['$elemMatch on scalars', { scores: { $elemMatch: { $gte: 80, $lt: 85 } } }, [2, 4]],
      ['equality to null matches null and missing', { note: null }, [1, 2, 3, 4]],
      ['$ne null', { note: { $ne: null } }, [5]],
      ['_id as a string', { _id: hexId(3) }, [3]],
      ['_id $in', { _id: { $in: [hexId(1), hexId(4), hexId(9)] } }, [1, 4]],
      ['_id $ne', { _id: { $ne: hexId(1) } }, [2, 3, 4, 5]],
      ['_id $nin', { _id: { $nin: [hexId(1), hexId(2)] } }, [3, 4, 5]],
      ['_id with other fields', { _id: { $in: [hexId(1), hexId(2)] }, tags: 'sale' }, [1]],
      ['an empty filter', {}, [1, 2, 3, 4, 5]],
    ];

    for (const [title, filter, expected] of cases) {
      it(`find: ${title}`, async () => {
        const found = await products.find(filter, { sort: { _id: 1 } });
        expect(found.map((d) => d._id)).toEqual(expected.map(hexId));
        expect(await products.count(filter)).toBe(expected.length);
      });
    }

    it('a range on strings matches strings only, whatever they start with, indexed or not', async () => {
      const codes = ctx.fresh();
      const values = ['[draft]', '{x}', { a: 1 }, 'b', '|z', '\\w', 5, new Date('2026-01-01T00:00:00Z'), ['c']];
      await codes.insertMany(values.map((code, i) => ({ _id: hexId(i + 1), code })));
      for (const indexed of [false, true]) {
        if (indexed) await codes.ensureIndex({ fields: ['code'] });
        const found = await codes.find({ code: { $gte: '[', $lt: '}' } }, { sort: { _id: 1 } });
        expect(found.map((d) => d.code), indexed ? 'indexed' : 'not indexed').toEqual(['[draft]', '{x}', 'b', '|z', '\\w', ['c']]);
        expect(await codes.count({ code: { $gte: '[', $lt: '}' } })).toBe(6);
      }
    });

    it('findOne returns a matching document or null', async () => {
      expect(await products.findOne({ 'brand.country': 'US' })).toMatchObject({ name: 'monitor' });
      expect(await products.findOne({ price: { $gt: 5_000_000 } })).toBeNull();
    });
  });
}
