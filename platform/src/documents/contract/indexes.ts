import { expect, it } from 'vitest';
import { DuplicateKeyError } from '../document-store.port';
import type { ContractContext } from './context';

export function indexes(ctx: ContractContext): void {
  it('a unique index turns a duplicate insert into DuplicateKeyError and keeps the store unchanged', async () => {
    const users = ctx.fresh();
    await users.ensureIndex({ fields: ['email'], unique: true });
    await users.ensureIndex({ fields: ['email'], unique: true }); // idempotent
    await users.insertOne({ email: 'a@x.rw', name: 'A' });
    const error = await users.insertOne({ email: 'a@x.rw', name: 'B' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DuplicateKeyError);
    expect((error as DuplicateKeyError).name).toBe('DuplicateKeyError');
    expect(await users.find({}, { projection: { name: 1 } })).toEqual([expect.objectContaining({ name: 'A' })]);
  });

  it('an update or upsert that would duplicate a unique key throws DuplicateKeyError', async () => {
    const users = ctx.fresh();
    await users.ensureIndex({ fields: ['email'], unique: true });
    const [, b] = await users.insertMany([{ email: 'a@x.rw' }, { email: 'b@x.rw' }]);
    await expect(users.updateOne({ _id: b!._id }, { $set: { email: 'a@x.rw' } })).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(users.updateOne({ name: 'new' }, { $set: { email: 'a@x.rw' } }, { upsert: true })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    expect(await users.findById(b!._id)).toEqual({ _id: b!._id, email: 'b@x.rw' });
    expect(await users.count({})).toBe(2);
  });

  it('insertMany with a duplicate key throws DuplicateKeyError', async () => {
    const users = ctx.fresh();
    await users.ensureIndex({ fields: ['email'], unique: true });
    await users.insertOne({ email: 'a@x.rw' });
    await expect(users.insertMany([{ email: 'c@x.rw' }, { email: 'a@x.rw' }])).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('a compound unique index rejects only the same combination', async () => {
    const lines = ctx.fresh();
    await lines.ensureIndex({ fields: ['cart', 'product'], unique: true });
    await lines.insertMany([
      { cart: 'c1', product: 'p1' },
      { cart: 'c1', product: 'p2' },
      { cart: 'c2', product: 'p1' },
    ]);
    await expect(lines.insertOne({ cart: 'c1', product: 'p1' })).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await lines.count({})).toBe(3);
  });

  it('a sparse unique index ignores documents without the field', async () => {
    const users = ctx.fresh();
    await users.ensureIndex({ fields: ['googleId'], unique: true, sparse: true });
    await users.insertMany([{ name: 'a' }, { name: 'b' }, { name: 'c', googleId: 'g1' }]);
    await expect(users.insertOne({ name: 'd', googleId: 'g1' })).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await users.count({})).toBe(3);
  });

  it('creating a unique index over existing duplicates fails with DuplicateKeyError', async () => {
    const users = ctx.fresh();
    await users.insertMany([{ email: 'a@x.rw' }, { email: 'a@x.rw' }]);
    await expect(users.ensureIndex({ fields: ['email'], unique: true })).rejects.toBeInstanceOf(DuplicateKeyError);
    await users.deleteOne({ email: 'a@x.rw' });
    await users.ensureIndex({ fields: ['email'], unique: true });
    await expect(users.insertOne({ email: 'a@x.rw' })).rejects.toBeInstanceOf(DuplicateKeyError);
  });
  it('a counted index gives exact counts through inserts, updates, deletes and a rolled-back transaction', async () => {
    const items = ctx.fresh();
    await items.insertMany([{ status: 'active', cat: 'a' }, { status: 'active', cat: 'b' }, { status: 'draft', cat: 'a' }, { cat: 'a' }]);
    await items.ensureIndex({ fields: ['status'], counted: true });
    await items.ensureIndex({ fields: ['status', 'cat'], counted: true });
    const counts = async () => [
      await items.count({ status: 'active' }),
      await items.count({ status: 'draft' }),
      await items.count({ status: null }),
      await items.count({ status: 'active', cat: 'a' }),
      await items.count({ cat: 'a' }),
      await items.count({}),
    ];
    expect(await counts()).toEqual([2, 1, 1, 1, 3, 4]);
    const [added] = await items.insertMany([{ status: 'active', cat: 'a' }]);
    await items.updateOne({ status: 'draft' }, { $set: { status: 'active' } });
    await items.updateOne({ _id: added!._id }, { $set: { cat: 'b' } });
    await items.deleteOne({ status: { $exists: false } });
    expect(await counts()).toEqual([4, 0, 0, 2, 2, 4]);
    await expect(
      ctx.store.transaction(async () => {
        await items.updateMany({ status: 'active' }, { $set: { status: 'draft' } });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await counts()).toEqual([4, 0, 0, 2, 2, 4]);
    await items.insertOne({ status: ['active', 'draft'], cat: 'a' });
    expect(await counts()).toEqual([5, 1, 0, 3, 3, 5]);
  });
  it('counts kept without an index of their own answer as a counted index does', async () => {
    const items = ctx.fresh();
    await items.insertMany([{ status: 'active' }, { status: 'active' }, { status: 'draft' }]);
    await items.ensureIndex({ fields: ['status'], counted: true, countsOnly: true });
    await items.updateOne({ status: 'draft' }, { $set: { status: 'active' } });
    await items.insertOne({ status: 'draft' });
    expect([await items.count({ status: 'active' }), await items.count({ status: 'draft' }), await items.count({})]).toEqual([3, 1, 4]);
  });
}
