import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NedbDocumentStore } from './nedb-document-store';

// nedb-specific behaviour the shared contract cannot see: file layout and compaction.
describe('NedbDocumentStore datafiles', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'nedb-files-'));
    dirs.push(dir);
    return dir;
  };
  const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean).length;

  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps one <collection>.db file per collection in the directory', async () => {
    const dir = tempDir();
    const store = new NedbDocumentStore({ directory: dir });
    await store.collection('orders').insertOne({ n: 1 });
    await store.collection('users').insertOne({ n: 2 });
    await store.close();
    expect(existsSync(join(dir, 'orders.db'))).toBe(true);
    expect(existsSync(join(dir, 'users.db'))).toBe(true);
  });

  it('compacts the append-only datafile after enough writes, so it does not grow forever', async () => {
    const dir = tempDir();
    const store = new NedbDocumentStore({ directory: dir, compactAfterWrites: 50 });
    const counters = store.collection('counters');
    const { _id } = await counters.insertOne({ n: 0 });
    for (let i = 0; i < 120; i += 1) await counters.updateOne({ _id }, { $inc: { n: 1 } });
    await vi.waitFor(() => expect(lines(join(dir, 'counters.db'))).toBeLessThan(60));
    await store.close();
    expect(lines(join(dir, 'counters.db'))).toBe(1);
  });

  it('refuses collection names that are not plain file names', () => {
    const store = new NedbDocumentStore();
    for (const name of ['../escape', 'a/b', '', '.hidden']) expect(() => store.collection(name)).toThrow(TypeError);
  });

  it('refuses use after close', async () => {
    const store = new NedbDocumentStore();
    const items = store.collection('items');
    await store.close();
    await expect(items.find({})).rejects.toThrow(/closed/);
    await expect(store.ping()).rejects.toThrow(/closed/);
  });
});
