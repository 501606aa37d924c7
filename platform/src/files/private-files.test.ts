import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../documents/sqlite/sqlite-document-store';
import { keepDataDirPrivate } from './private-files';

const modeOf = (path: string) => `0${(statSync(path).mode & 0o777).toString(8)}`;
const modesIn = (dir: string) => Object.fromEntries(readdirSync(dir).map((name) => [name, modeOf(join(dir, name))]));

describe('files the shop keeps under DATA_DIR', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('opens a SQLite store owner-only: its folder 0700, the database 0600, and SQLite’s -wal and -shm with it', async () => {
    root = mkdtempSync(join(tmpdir(), 'private-files-'));
    const directory = join(root, 'data', 'catalog');
    const store = new SqliteDocumentStore({ directory });
    await store.collection('products').insertOne({ name: 'Dock' });
    expect(modesIn(directory)).toEqual({ 'documents.sqlite': '0600', 'documents.sqlite-wal': '0600', 'documents.sqlite-shm': '0600' });
    expect([modeOf(directory), modeOf(join(root, 'data'))]).toEqual(['0700', '0700']);
    await store.close();
  });

  it('closes to others the database an older shop left open to them', async () => {
    root = mkdtempSync(join(tmpdir(), 'private-files-'));
    const directory = join(root, 'catalog');
    await new SqliteDocumentStore({ directory }).close();
    chmodSync(directory, 0o755);
    chmodSync(join(directory, 'documents.sqlite'), 0o644);
    const store = new SqliteDocumentStore({ directory });
    await store.collection('products').insertOne({ name: 'Dock' });
    expect(modesIn(directory)).toEqual({ 'documents.sqlite': '0600', 'documents.sqlite-wal': '0600', 'documents.sqlite-shm': '0600' });
    await store.close();
  });

  it('leaves a DATA_DIR that is already 0700 alone, without a word', async () => {
    root = mkdtempSync(join(tmpdir(), 'private-files-'));
    const dataDir = join(root, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    const warnings: unknown[] = [];
    await keepDataDirPrivate(dataDir, { warn: (...args: unknown[]) => void warnings.push(args) });
    expect(modeOf(dataDir)).toBe('0700');
    expect(warnings).toEqual([]);
  });
});
