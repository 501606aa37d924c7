import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDocumentStore } from '../../runtime/open-adapters';
import type { DocumentStore } from '../document-store.port';
import { migrateNedbFiles } from './nedb-migration';
import { SqliteDocumentStore } from './sqlite-document-store';

const ids = {
  keyboard: '64b7f0a1c2d3e4f5a6b7c801',
  mouse: '64b7f0a1c2d3e4f5a6b7c802',
  cable: '64b7f0a1c2d3e4f5a6b7c803',
  order: '64b7f0a1c2d3e4f5a6b7c901',
  alice: '64b7f0a1c2d3e4f5a6b7ca01',
};
const created = new Date('2024-03-01T10:15:30.123Z');
const paid = new Date('2024-03-02T08:00:00.456Z');
const shipped = new Date('2024-03-03T17:45:00.789Z');
const $$date = (date: Date) => ({ $$date: date.getTime() });
const lines = (...entries: unknown[]) => entries.map((entry) => JSON.stringify(entry)).join('\n') + '\n';

/** A shop's NeDB files as @seald-io/nedb left them. */
function writeNedbShop(directory: string): void {
  mkdirSync(directory, { recursive: true });
  writeFileSync(
    join(directory, 'products.db'),
    lines(
      { $$indexCreated: { fieldName: 'sku', unique: true, sparse: false } },
      { _id: ids.keyboard, sku: 'KB-1', name: 'Keyboard', price: 4900, createdAt: $$date(created) },
      { _id: ids.mouse, sku: 'MS-1', name: 'Mouse', price: 1900 },
      { _id: ids.cable, sku: 'CB-1', name: 'Cable', price: 500 },
      { _id: ids.keyboard, sku: 'KB-1', name: 'Keyboard', price: 4500, createdAt: $$date(created) },
      { $$indexRemoved: 'name' },
      { _id: ids.keyboard, sku: 'KB-1', name: 'Mechanical keyboard', price: 4200, createdAt: $$date(created), tags: ['new'] },
      { $$deleted: true, _id: ids.mouse },
    ),
  );
  writeFileSync(
    join(directory, 'orders.db'),
    lines({
      _id: ids.order,
      userId: ids.alice,
      lines: [{ productId: ids.keyboard, quantity: 2 }],
      payment: { status: 'paid', paidAt: $$date(paid), attempts: [{ at: $$date(created), ok: false }, { at: $$date(paid), ok: true }] },
      history: [$$date(created), $$date(paid)],
      note: null,
    }) + '{"_id":"64b7f0a1c2d3e4f5a6b7c902","userId":"64b7f0a1c2d3e4',
  );
  writeFileSync(join(directory, 'users.db'), lines({ _id: ids.alice, email: 'alice@example.com', lastLoginAt: $$date(shipped) }));
}

let directory: string;
const stores: DocumentStore[] = [];
const open = (dir = directory) => {
  const store = new SqliteDocumentStore({ directory: dir });
  stores.push(store);
  return store;
};

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'nedb-migration-'));
});

afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  rmSync(directory, { recursive: true, force: true });
});

describe('migrateNedbFiles', () => {
  it('imports the documents as NeDB last saw them, with ids and dates intact', async () => {
    writeNedbShop(directory);
    const store = open();
    const logged: Array<{ message: string; fields: Record<string, unknown> }> = [];

    const result = await migrateNedbFiles(directory, store, (message, fields) => logged.push({ message, fields }));

    expect(result).toEqual({ collections: 3, documents: 4, skippedLines: 1 });
    expect(logged).toContainEqual(expect.objectContaining({ fields: expect.objectContaining({ file: 'orders.db', count: 1 }) }));

    const products = await store.collection('products').find({});
    expect(products.map((product) => product._id)).toEqual([ids.keyboard, ids.cable]);
    // The last update wins; the deleted product is gone.
    expect(await store.collection('products').findById(ids.keyboard)).toEqual({
      _id: ids.keyboard,
      sku: 'KB-1',
      name: 'Mechanical keyboard',
      price: 4200,
      createdAt: created,
      tags: ['new'],
    });
    expect(await store.collection('products').findById(ids.mouse)).toBeNull();

    const order = await store.collection('orders').findById(ids.order);
    expect(order).toEqual({
      _id: ids.order,
      userId: ids.alice,
      lines: [{ productId: ids.keyboard, quantity: 2 }],
      payment: { status: 'paid', paidAt: paid, attempts: [{ at: created, ok: false }, { at: paid, ok: true }] },
      history: [created, paid],
      note: null,
    });
    const payment = order?.payment as { paidAt: Date; attempts: Array<{ at: Date }> };
    expect(payment.paidAt).toBeInstanceOf(Date);
    expect(payment.attempts[1]?.at).toBeInstanceOf(Date);
    expect((order?.history as Date[])[0]).toBeInstanceOf(Date);
    // The torn last line is not a document.
    expect(await store.collection('orders').count({})).toBe(1);

    // Dates are real dates to the store: they compare as instants.
    expect(await store.collection('users').find({ lastLoginAt: { $gt: paid } })).toHaveLength(1);
    expect(await store.collection('products').find({ createdAt: created })).toHaveLength(1);

    // Index lines were not documents, and no unique index was made from them.
    await store.collection('products').insertOne({ sku: 'KB-1', name: 'Another keyboard' });
  });

  it('moves the files to nedb-backup, and the next run finds nothing to do', async () => {
    writeNedbShop(directory);
    const original = readFileSync(join(directory, 'orders.db'), 'utf8');
    const store = open();
    await migrateNedbFiles(directory, store);

    expect(readdirSync(directory).filter((name) => name.endsWith('.db'))).toEqual([]);
    expect(readdirSync(join(directory, 'nedb-backup')).sort()).toEqual(['orders.db', 'products.db', 'users.db']);
    expect(readFileSync(join(directory, 'nedb-backup', 'orders.db'), 'utf8')).toBe(original);

    expect(await migrateNedbFiles(directory, store)).toBeNull();
    expect(await store.collection('products').count({})).toBe(2);
    expect(await store.collection('orders').count({})).toBe(1);
    expect(await store.collection('migrations').count({})).toBe(1);
  });

  it('keeps what it imported in the database file', async () => {
    writeNedbShop(directory);
    const first = open();
    await migrateNedbFiles(directory, first);
    await first.close();

    const reopened = open();
    expect(await reopened.collection('orders').findById(ids.order)).toMatchObject({ payment: { paidAt: paid } });
    expect(await reopened.collection('products').count({})).toBe(2);
    expect(await reopened.collection('migrations').findOne({ key: 'nedb' })).toMatchObject({ collections: 3, documents: 4 });
  });

  it('only moves the files when they were already imported (a crash before the move)', async () => {
    writeNedbShop(directory);
    const store = open();
    await migrateNedbFiles(directory, store);
    // The files are back, as if the process had stopped right after the commit.
    for (const name of readdirSync(join(directory, 'nedb-backup'))) {
      writeFileSync(join(directory, name), readFileSync(join(directory, 'nedb-backup', name)));
    }

    expect(await migrateNedbFiles(directory, store)).toEqual({ collections: 0, documents: 0, skippedLines: 0 });

    expect(await store.collection('products').count({})).toBe(2);
    expect(await store.collection('orders').count({})).toBe(1);
    expect(await store.collection('users').count({})).toBe(1);
    expect(readdirSync(directory).filter((name) => name.endsWith('.db'))).toEqual([]);
    // The earlier backup is kept; the second copy sits beside it.
    expect(readdirSync(join(directory, 'nedb-backup')).sort()).toEqual([
      'orders.db',
      'orders.db.1',
      'products.db',
      'products.db.1',
      'users.db',
      'users.db.1',
    ]);
  });

  it('imports nothing when the import fails, and leaves the files in place', async () => {
    writeNedbShop(directory);
    const store = open();
    // A document already in the store with an id the files also hold: the import cannot complete.
    await store.collection('users').insertOne({ _id: ids.alice, email: 'other@example.com' });

    await expect(migrateNedbFiles(directory, store)).rejects.toThrow();

    expect(await store.collection('products').count({})).toBe(0);
    expect(await store.collection('migrations').count({})).toBe(0);
    expect(readdirSync(directory).filter((name) => name.endsWith('.db')).sort()).toEqual(['orders.db', 'products.db', 'users.db']);
  });

  it('returns null for a directory without NeDB files, or no directory at all', async () => {
    const store = open(join(directory, 'fresh'));
    expect(await migrateNedbFiles(join(directory, 'fresh'), store)).toBeNull();
    expect(await migrateNedbFiles(join(directory, 'missing'), store)).toBeNull();
    expect(existsSync(join(directory, 'fresh', 'nedb-backup'))).toBe(false);
    expect(await store.collection('migrations').count({})).toBe(0);
  });

  it('reads a compacted file NeDB left as <name>.db~ when the datafile itself is missing', async () => {
    writeFileSync(join(directory, 'carts.db~'), lines({ _id: ids.order, items: [] }));
    const store = open();

    expect(await migrateNedbFiles(directory, store)).toEqual({ collections: 1, documents: 1, skippedLines: 0 });
    expect(await store.collection('carts').findById(ids.order)).toEqual({ _id: ids.order, items: [] });
    expect(readdirSync(join(directory, 'nedb-backup'))).toEqual(['carts.db~']);
  });
});

describe('openDocumentStore', () => {
  it('imports the NeDB files of the service directory when it opens the embedded store', async () => {
    writeNedbShop(join(directory, 'catalog'));
    const store = await openDocumentStore(loadConfig({ DATA_DIR: directory }), 'catalog');
    stores.push(store);

    expect(await store.collection('products').findById(ids.keyboard)).toMatchObject({ name: 'Mechanical keyboard', createdAt: created });
    expect(await store.collection('orders').count({})).toBe(1);
    expect(readdirSync(join(directory, 'catalog', 'nedb-backup')).sort()).toEqual(['orders.db', 'products.db', 'users.db']);
  });
});
