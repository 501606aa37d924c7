import type Database from 'better-sqlite3';
import { Query } from 'mingo';
import { newId } from '../../ids/object-id';
import {
  DuplicateKeyError,
  type Doc,
  type DocumentCollection,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type Page,
  type Update,
} from '../document-store.port';
import { assertOperatorUpdate } from '../operator-update';
import { assertPaging, stableSort } from '../stable-sort';
import { CountedIndex } from './counted-index';
import { applyUpdate } from './field-updates';
import { arrayPathsOf, compactPrefixes, decodeDocument, decodeJson, encodeDocument, wordsOfPrefixes as wordsOf } from './sqlite-codec';
import { compileFilter, isOperatorObject, type FilterContext, type SqlFilter } from './sqlite-filter';
import { exprOf, jsonPathOf, project, quoteName, setValueAt, valueAt } from './sqlite-paths';
import type { SqliteDocumentStore } from './sqlite-document-store';
import { fieldOfColumn, filterColumn, filterToken, indexStatement, wordIndexStatement, type WordIndex } from './sqlite-indexes';

type NewDoc<T extends Doc> = Omit<T, '_id'> & { _id?: string };
/** How a word condition starts in SQL (see sqlite-filter's wordCondition). */
const WORD_MATCH = 'rowid IN (SELECT rowid FROM';
/** From this many matches a sorted search page reads the sort's index rather than the word index. */
const MANY_MATCHES = 300;
interface Row {
  rowid: number;
  doc: string;
}

/**
 * One table per collection: `id` (the `_id`) and `doc` (JSONB). Each method runs as one
 * synchronous step of the store, so a conditional update matches and writes in one go.
 */
export class SqliteCollection<T extends Doc> implements DocumentCollection<T> {
  private readonly table: string;
  private readonly arrayPaths: Set<string>;
  private schemaVersion = -1;
  /** Prefix-search field → its FTS5 table. */
  private readonly wordIndexes = new Map<string, WordIndex>();
  private counted: CountedIndex[] = [];
  private readonly context: FilterContext;

  constructor(private readonly store: SqliteDocumentStore, readonly name: string) {
    this.table = quoteName(name);
    this.arrayPaths = new Set();
    this.context = {
      expr: exprOf,
      jsonPath: jsonPathOf,
      crossesArray: (path) => {
        const segments = path.split('.');
        return segments.some((_, i) => this.arrayPaths.has(segments.slice(0, i + 1).join('.')));
      },
      wordIndex: (path) => this.wordIndexes.get(path),
    };
    this.loadSchema();
  }

  /**
   * Creates the table and reads what the store knows of it. Run again after a rolled-back
   * transaction, which may have taken a table or a word index created inside it along.
   */
  private loadSchema(): void {
    this.schemaVersion = this.store.schemaVersion;
    this.store.db.exec(`CREATE TABLE IF NOT EXISTS ${this.table} (id TEXT NOT NULL UNIQUE, doc BLOB NOT NULL)`);
    const paths = this.sql('SELECT path FROM "#array_paths" WHERE collection = ?').pluck(true).all(this.name) as string[];
    for (const path of paths) this.arrayPaths.add(path);
    const prefix = `${this.name}#words#`;
    const tables = this.sql("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND substr(name, 1, ?) = ?").pluck(false).all(prefix.length, prefix);
    const counted = this.sql(`SELECT fields FROM "#counts" WHERE collection = ? AND key = ''`).pluck(true).all(this.name) as string[];
    this.counted = counted.map((fields) => new CountedIndex(fields.split(',')));
    this.wordIndexes.clear();
    for (const { name, sql } of tables as Array<{ name: string; sql: string }>) {
      const columns = this.sql(`SELECT name FROM pragma_table_info(?)`).pluck(true).all(name) as string[];
      const definition = sql.slice(sql.indexOf('USING '));
      this.wordIndexes.set(name.slice(prefix.length), { table: quoteName(name), filters: columns.slice(1).map(fieldOfColumn), definition });
    }
  }

  /** One step of the store, on a schema known to be in place. */
  private step<R>(work: () => R): Promise<R> {
    return this.store.run(() => {
      if (this.schemaVersion !== this.store.schemaVersion) this.loadSchema();
      return work();
    });
  }

  async insertOne(doc: NewDoc<T>): Promise<T> {
    const [inserted] = await this.insertMany([doc]);
    return inserted as T;
  }

  /** All or nothing: a duplicate key inserts none of the batch. */
  insertMany(docs: NewDoc<T>[]): Promise<T[]> {
    return this.step(() => this.atomically(() => docs.map((doc) => this.insert(doc))));
  }

  findById(id: string): Promise<T | null> {
    return this.findOne({ _id: id });
  }

  async findOne(filter: Filter): Promise<T | null> {
    const [found] = await this.find(filter, { limit: 1 });
    return found ?? null;
  }

  find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return this.step(() => this.select(filter, options));
  }

  findPage(filter: Filter, options: FindOptions & { skip: number; limit: number }): Promise<Page<T>> {
    return this.step(() => ({ items: this.select(filter, options), total: this.countNow(filter) }));
  }

  count(filter: Filter): Promise<number> {
    return this.step(() => this.countNow(filter));
  }

  updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<T | null> {
    return this.step(() =>
      this.atomically(() => {
        assertOperatorUpdate(update);
        const [target] = this.matching(filter, 1);
        if (target) return this.change(target, update);
        return options.upsert ? this.insert(applyUpdate(upsertBase(filter), update) as NewDoc<T>) : null;
      }),
    );
  }

  updateMany(filter: Filter, update: Update): Promise<number> {
    return this.step(() =>
      this.atomically(() => {
        assertOperatorUpdate(update);
        const targets = this.matching(filter);
        for (const target of targets) this.change(target, update);
        return targets.length;
      }),
    );
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    return (await this.remove(filter, 1)) > 0;
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.remove(filter);
  }

  ensureIndex(index: IndexSpec): Promise<void> {
    return this.step(() => {
      if (index.fields.length === 0) throw new TypeError('An index needs at least one field');
      if (!index.prefixSearch) {
        guard(this.name, () => this.store.db.exec(indexStatement(this.name, { fields: index.fields, unique: index.unique, sparse: index.sparse })));
        if (index.counted) this.buildCounts(new CountedIndex(index.fields));
        return;
      }
      const [field] = index.fields as [string];
      if (index.fields.length > 1) throw new TypeError('A prefix-search index has one field');
      const existing = this.wordIndexes.get(field);
      const { index: words, create } = wordIndexStatement(this.name, field, index.searchFilters ?? []);
      if (existing?.definition === words.definition) return;
      this.atomically(() => {
        // Defined otherwise than before (other search filters): the index is made again.
        if (existing) this.store.db.exec(`DROP TABLE ${existing.table}`);
        this.store.db.exec(create);
        this.wordIndexes.set(field, words);
        // Documents already there get their words indexed and the field stored as words.
        const rewrite = this.sql(`UPDATE ${this.table} SET doc = jsonb(?) WHERE rowid = ?`);
        const batch = this.sql(`SELECT rowid, json(doc) AS doc FROM ${this.table} WHERE rowid > ? ORDER BY rowid LIMIT 500`).pluck(false);
        for (let rows = batch.all(0) as Row[]; rows.length > 0; rows = batch.all(rows[rows.length - 1]!.rowid) as Row[]) {
          for (const row of rows) {
            const doc = decodeDocument(row.doc);
            const stillAList = Array.isArray(valueAt(JSON.parse(row.doc), field));
            if (this.writeWords(words, field, row.rowid, doc) && stillAList) rewrite.run(encodeDocument(this.storedForm(doc)), row.rowid);
          }
        }
      });
    });
  }

  private select(filter: Filter, { sort, skip = 0, limit = 0, projection }: FindOptions): T[] {
    assertPaging(skip, limit);
    const where = this.compile(filter);
    const order = Object.entries(stableSort(sort))
      .map(([path, direction]) => `${exprOf(path)} ${direction === 1 ? 'ASC' : 'DESC'}`)
      .join(', ');
    if (where.exact) return this.selectExact(where, order, skip, limit, projection);
    const docs: T[] = [];
    const matches = matcher(filter);
    let skipped = 0;
    const sql = `SELECT json(doc) FROM ${this.table} WHERE ${where.where} ORDER BY ${order}`;
    for (const json of this.sql(sql).pluck(true).iterate(...where.params) as IterableIterator<string>) {
      const doc = decodeDocument<T>(json);
      if (!matches(doc)) continue;
      if (skipped < skip) skipped += 1;
      else if (docs.push(doc) === limit) break;
    }
    return projection ? docs.map((doc) => project(doc, projection)) : docs;
  }

  /**
   * SQL does it all. A later page first picks its rows from the index alone and only then reads
   * those documents, so the rows it skips are never read; a projection reads only its fields.
   */
  private selectExact(where: SqlFilter, order: string, skip: number, limit: number, projection?: Record<string, 1>): T[] {
    const paths = projection ? Object.keys(projection).filter((path) => path !== '_id') : [];
    const columns = projection ? ['id', ...paths.map((path, i) => `doc -> ${jsonPathOf(path)} AS c${i}`)].join(', ') : 'json(doc) AS doc';
    const condition = this.manyMatches(where, order, limit) ? where.where.replaceAll(WORD_MATCH, `+${WORD_MATCH}`) : where.where;
    const rows =
      skip > 0
        ? `WHERE rowid IN (SELECT rowid FROM ${this.table} WHERE ${condition} ORDER BY ${order} LIMIT ? OFFSET ?) ORDER BY ${order}`
        : `WHERE ${condition} ORDER BY ${order} LIMIT ? OFFSET ?`;
    const found = this.sql(`SELECT ${columns} FROM ${this.table} ${rows}`).pluck(!projection).all(...where.params, limit || -1, skip);
    if (!projection) return (found as string[]).map((json) => decodeDocument<T>(json));
    return (found as Array<Record<string, string | null>>).map((row) => {
      const doc: Record<string, unknown> = { _id: row.id };
      paths.forEach((path, i) => {
        const value = row[`c${i}`];
        if (value !== null && value !== undefined) setValueAt(doc, path, decodeJson(value));
      });
      return doc as T;
    });
  }

  /**
   * A sorted page of a search that matches many documents is found fastest by reading the sort's
   * index in order and keeping the matches (`+rowid` keeps SQLite from starting with the word
   * index); one that matches few, by reading those few and sorting them. A capped count decides.
   */
  private manyMatches(where: SqlFilter, order: string, limit: number): boolean {
    if (!where.searches?.length || limit === 0 || order === 'id ASC') return false;
    return where.searches.every(({ table, query }) => {
      const sql = `SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${table} MATCH ? LIMIT ${MANY_MATCHES})`;
      return (this.sql(sql).pluck(true).get(query) as number) >= MANY_MATCHES;
    });
  }

  /** Counts the documents already there per key, once (the index then follows every write). */
  private buildCounts(index: CountedIndex): void {
    if (this.counted.some((known) => known.name === index.name)) return;
    const counts = new Map<string, number>([['', 0]]);
    this.atomically(() => {
      // Only the counted fields are read, as JSON (a missing one comes back as NULL).
      const values = index.fields.map((field, i) => `doc -> ${jsonPathOf(field)} AS c${i}`).join(', ');
      for (const row of this.sql(`SELECT ${values} FROM ${this.table}`).pluck(false).all() as Array<Record<string, string | null>>) {
        const doc = { _id: '' };
        index.fields.forEach((field, i) => {
          const value = row[`c${i}`];
          if (value !== null && value !== undefined) setValueAt(doc, field, decodeJson(value));
        });
        const key = index.keyOf(doc);
        if (key === undefined) return; // a value a count cannot stand for: this index is left uncounted
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const put = this.sql('INSERT OR REPLACE INTO "#counts" (collection, fields, key, n) VALUES (?, ?, ?, ?)');
      for (const [key, n] of counts) put.run(this.name, index.name, key, n);
      this.counted.push(index);
    });
  }

  private countNow(filter: Filter): number {
    for (const index of this.counted) {
      const key = index.keyFor(filter);
      if (key === undefined || index.fields.some((field) => this.context.crossesArray(field))) continue;
      const n = this.sql('SELECT n FROM "#counts" WHERE collection = ? AND fields = ? AND key = ?').pluck(true).get(this.name, index.name, key);
      return (n as number | undefined) ?? 0;
    }
    const where = this.compile(filter);
    // A search alone is counted in its word indexes, without reading the table.
    if (where.words) {
      const matches = where.words.map(({ table }) => `SELECT rowid FROM ${table} WHERE ${table} MATCH ?`).join(' INTERSECT ');
      return this.sql(`SELECT count(*) FROM (${matches})`).pluck(true).get(...where.words.map(({ query }) => query)) as number;
    }
    if (where.exact) return this.sql(`SELECT count(*) FROM ${this.table} WHERE ${where.where}`).pluck(true).get(...where.params) as number;
    return this.matching(filter).length;
  }

  /** The rows matching the filter, at most `limit`. */
  private matching(filter: Filter, limit = 0): Row[] {
    const where = this.compile(filter);
    const sql = `SELECT rowid, json(doc) AS doc FROM ${this.table} WHERE ${where.where}`;
    if (where.exact) return this.sql(`${sql} LIMIT ?`).pluck(false).all(...where.params, limit || -1) as Row[];
    const matches = matcher(filter);
    const rows: Row[] = [];
    for (const row of this.sql(sql).pluck(false).iterate(...where.params) as IterableIterator<Row>) {
      if (matches(decodeDocument(row.doc)) && rows.push(row) === limit) break;
    }
    return rows;
  }

  private insert(doc: NewDoc<T>): T {
    const stored = { ...doc, _id: doc._id ?? newId() };
    const json = encodeDocument(this.storedForm(stored));
    const { lastInsertRowid } = guard(this.name, () => this.sql(`INSERT INTO ${this.table} (id, doc) VALUES (?, jsonb(?))`).run(stored._id, json));
    this.indexWrite(Number(lastInsertRowid), stored);
    return decodeDocument<T>(json);
  }

  private change(target: Row, update: Update): T {
    const before = decodeDocument<T>(target.doc);
    const after = applyUpdate(decodeDocument<T>(target.doc), update);
    if (after._id !== before._id) throw new TypeError('An update cannot change _id');
    const json = encodeDocument(this.storedForm(after));
    guard(this.name, () => this.sql(`UPDATE ${this.table} SET doc = jsonb(?) WHERE rowid = ?`).run(json, target.rowid));
    this.indexWrite(target.rowid, after, before);
    return decodeDocument<T>(json);
  }

  private remove(filter: Filter, limit = 0): Promise<number> {
    return this.step(() =>
      this.atomically(() => {
        const targets = this.matching(filter, limit);
        const remove = this.sql(`DELETE FROM ${this.table} WHERE rowid = ?`);
        for (const target of targets) {
          remove.run(target.rowid);
          if (this.wordIndexes.size > 0 || this.counted.length > 0) this.indexWrite(target.rowid, undefined, decodeDocument(target.doc));
        }
        return targets.length;
      }),
    );
  }

  /** Keeps the array paths and the word indexes in step with a write (`after` undefined: a delete). */
  private indexWrite(rowid: number, after: Doc | undefined, before?: Doc): void {
    if (after) {
      for (const path of arrayPathsOf(after)) {
        if (this.arrayPaths.has(path)) continue;
        this.sql('INSERT OR IGNORE INTO "#array_paths" (collection, path) VALUES (?, ?)').run(this.name, path);
        this.arrayPaths.add(path);
      }
    }
    for (const index of this.counted) this.recount(index, before, after);
    for (const [field, index] of this.wordIndexes) {
      const old = before === undefined ? undefined : wordRow(index, field, before);
      const now = after === undefined ? undefined : wordRow(index, field, after);
      if (old?.join('\n') === now?.join('\n')) continue;
      if (old) this.sql(`DELETE FROM ${index.table} WHERE rowid = ?`).run(rowid);
      if (now) this.writeWords(index, field, rowid, after!);
    }
  }

  /** Moves a document from its old key's count to its new one's. */
  private recount(index: CountedIndex, before: Doc | undefined, after: Doc | undefined): void {
    const [from, to] = [before && index.keyOf(before), after && index.keyOf(after)];
    if (from === to) return;
    if ((before && from === undefined) || (after && to === undefined)) {
      // A value a count cannot stand for: the index stops being counted, and counts go to SQL.
      this.sql('DELETE FROM "#counts" WHERE collection = ? AND fields = ?').run(this.name, index.name);
      this.counted = this.counted.filter((known) => known !== index);
      return;
    }
    const add = this.sql('INSERT INTO "#counts" (collection, fields, key, n) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET n = n + excluded.n');
    if (from !== undefined) add.run(this.name, index.name, from, -1);
    if (to !== undefined) add.run(this.name, index.name, to, 1);
  }

  /** Indexes the words (and search filters) of a document; false when it has no words. */
  private writeWords(index: WordIndex, field: string, rowid: number, doc: Doc): boolean {
    const row = wordRow(index, field, doc);
    if (!row) return false;
    const columns = ['rowid', 'words', ...index.filters.map(filterColumn)];
    this.sql(`INSERT INTO ${index.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(rowid, ...row);
    return true;
  }

  /** The document as stored: prefix-search fields as their words. */
  private storedForm(doc: Doc): Doc {
    if (this.wordIndexes.size === 0) return doc;
    const fields = [...this.wordIndexes.keys()];
    const stored = fields.some((field) => field.includes('.')) ? structuredClone(doc) : { ...doc };
    for (const field of fields) {
      const value = valueAt(stored, field);
      if (value !== undefined) setValueAt(stored, field, compactPrefixes(value));
    }
    return stored;
  }

  private compile(filter: Filter): SqlFilter {
    return compileFilter(filter, this.context);
  }

  private sql(sql: string): Database.Statement {
    return this.store.statement(sql);
  }

  /** A savepoint inside an open transaction, a transaction otherwise. */
  private atomically<R>(step: () => R): R {
    return this.store.atomically(step);
  }
}

/** What a document puts in a word index: its words, then a token per search filter; undefined without words. */
function wordRow(index: WordIndex, field: string, doc: Doc): string[] | undefined {
  const words = wordsOf(valueAt(doc, field));
  return words === '' ? undefined : [words, ...index.filters.map((filter) => filterToken(valueAt(doc, filter)))];
}

function matcher(filter: Filter): (doc: Doc) => boolean {
  const query = new Query(filter, {});
  return (doc) => query.test(doc);
}


/** An upsert starts from the filter's top-level equality fields, as in MongoDB. */
function upsertBase(filter: Filter): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (!key.startsWith('$') && !isOperatorObject(value)) setValueAt(base, key, structuredClone(value));
  }
  return base;
}

/** SQLite reports a unique index or `id` violation as SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY). */
function guard<R>(collection: string, write: () => R): R {
  try {
    return write();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
      throw new DuplicateKeyError(collection, `Duplicate key in ${collection}: ${(error as Error).message}`);
    }
    throw error;
  }
}
