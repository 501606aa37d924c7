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
  type NewDoc,
  type Page,
  type Update,
  type UpdateOptions,
} from '../document-store.port';
import { assertOperatorUpdate } from '../operator-update';
import { assertPaging, stableSort } from '../stable-sort';
import type { CollectionSql } from './collection-sql';
import { CountedIndex } from './counted-index';
import { CountedIndexes } from './counted-indexes';
import { documentOfColumns, fieldColumns, type FieldRow, type Row } from './field-columns';
import { applyUpdate } from './field-updates';
import { arrayPathsOf, decodeDocument, encodeDocument } from './sqlite-codec';
import { compileFilter, isOperatorObject, type FilterContext, type FoldMode, type SqlFilter, type WordQuery } from './sqlite-filter';
import { exprOf, jsonPathOf, project, quoteName, setValueAt } from './sqlite-paths';
import type { SqliteDocumentStore } from './sqlite-document-store';
import { indexStatement } from './sqlite-indexes';
import { SortWalks } from './sort-walks';
import { WordIndexes } from './word-indexes';

/** How a word condition starts in SQL (see sqlite-filter's wordCondition). */
const WORD_MATCH = 'rowid IN (SELECT rowid FROM';
/** From this many matches a sorted search page reads the sort's index rather than the word index. */
const MANY_MATCHES = 300;

/**
 * One table per collection: `id` (the `_id`) and `doc` (JSONB). Each method runs as one
 * synchronous step of the store, so a conditional update matches and writes in one go.
 */
export class SqliteCollection<T extends Doc> implements DocumentCollection<T> {
  private readonly table: string;
  private readonly arrayPaths: Set<string>;
  private schemaVersion = -1;
  private readonly wordIndexes: WordIndexes;
  private readonly counted: CountedIndexes;
  private readonly walks: SortWalks;
  private readonly context: FilterContext;

  constructor(private readonly store: SqliteDocumentStore, readonly name: string) {
    this.table = quoteName(name);
    this.arrayPaths = new Set();
    const parts: CollectionSql = {
      name,
      table: this.table,
      sql: (text) => store.statement(text),
      exec: (text) => store.db.exec(text),
      atomically: (step) => store.atomically(step),
    };
    this.wordIndexes = new WordIndexes(parts);
    this.counted = new CountedIndexes(parts);
    this.walks = new SortWalks(parts);
    this.context = {
      expr: exprOf,
      jsonPath: jsonPathOf,
      crossesArray: (path) => {
        const segments = path.split('.');
        return segments.some((_, i) => this.arrayPaths.has(segments.slice(0, i + 1).join('.')));
      },
      wordIndex: (path) => this.wordIndexes.get(path),
      valueCounts: (path) => this.counted.valueCounts(path, this.context.crossesArray),
      matchesAny: (table, query) => this.sql(`SELECT 1 FROM ${table} WHERE ${table} MATCH ? LIMIT 1`).pluck(true).get(query) !== undefined,
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
    this.wordIndexes.load();
    this.counted.load();
    this.walks.load();
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

  updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<T | null> {
    return this.step(() =>
      this.atomically(() => {
        assertOperatorUpdate(update);
        const [target] = this.matching(filter, 1);
        if (target) return this.change(target, update, options.arrayFilters);
        return options.upsert ? this.insert(applyUpdate(upsertBase(filter), update, options.arrayFilters) as NewDoc<T>) : null;
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
        if (!(index.counted && index.countsOnly)) {
          guard(this.name, () => this.store.db.exec(indexStatement(this.name, { fields: index.fields, unique: index.unique, sparse: index.sparse })));
        }
        this.walks.load();
        if (index.counted) this.counted.build(new CountedIndex(index.fields));
        return;
      }
      if (index.fields.length > 1) throw new TypeError('A prefix-search index has one field');
      this.wordIndexes.ensure(index.fields[0] as string, index.searchFilters ?? []);
    });
  }

  private select(filter: Filter, { sort, skip = 0, limit = 0, projection }: FindOptions): T[] {
    assertPaging(skip, limit);
    const where = this.compile(filter);
    const order = orderOf(sort);
    if (where.exact) return this.selectExact(this.pageQuery(filter, where, sort, order, limit), order, skip, limit, projection);
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
  private selectExact({ from, where }: PageQuery, order: string, skip: number, limit: number, projection?: Record<string, 1>): T[] {
    const paths = projection ? Object.keys(projection).filter((path) => path !== '_id') : [];
    const columns = projection ? ['id', ...fieldColumns(paths)].join(', ') : 'json(doc) AS doc';
    const rows =
      skip > 0
        ? `WHERE rowid IN (SELECT rowid FROM ${from} WHERE ${where.where} ORDER BY ${order} LIMIT ? OFFSET ?) ORDER BY ${order}`
        : `WHERE ${where.where} ORDER BY ${order} LIMIT ? OFFSET ?`;
    const found = this.sql(`SELECT ${columns} FROM ${skip > 0 ? this.table : from} ${rows}`).pluck(!projection).all(...where.params, limit || -1, skip);
    if (!projection) return (found as string[]).map((json) => decodeDocument<T>(json));
    return (found as FieldRow[]).map((row) => documentOfColumns(row.id as string, paths, row) as T);
  }

  /**
   * How a page is read. A sorted page of a search that matches many documents is found fastest
   * by walking the sort's index in order and keeping the matches (`+rowid` keeps SQLite from
   * starting with the word index), their ranges tested on the index entries; one that matches
   * few, by reading those few (every filter the word index keeps answered there) and sorting
   * them. A capped count decides.
   */
  private pageQuery(filter: Filter, where: SqlFilter, sort: FindOptions['sort'], order: string, limit: number): PageQuery {
    if (!this.manyMatches(where, order, limit)) return { from: this.table, where };
    const walk = this.compile(filter, 'walk');
    const walked = walk.exact ? walk : where;
    const index = this.walks.indexFor(filter, stableSort(sort), this.context.crossesArray);
    return {
      from: index ? `${this.table} INDEXED BY ${quoteName(index)}` : this.table,
      where: { ...walked, where: walked.where.replaceAll(WORD_MATCH, `+${WORD_MATCH}`) },
    };
  }

  private manyMatches(where: SqlFilter, order: string, limit: number): boolean {
    if (!where.searches?.length || limit === 0 || order === 'id ASC') return false;
    return where.searches.every(({ table, query }) => {
      const sql = `SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${table} MATCH ? LIMIT ${MANY_MATCHES})`;
      return (this.sql(sql).pluck(true).get(query) as number) >= MANY_MATCHES;
    });
  }

  private countNow(filter: Filter): number {
    const counted = this.counted.count(filter, this.context.crossesArray);
    if (counted !== undefined) return counted;
    const where = this.compile(filter);
    // A search alone is counted in its word indexes, without reading the table.
    if (where.words) {
      return this.sql(`SELECT count(*) FROM (${wordMatches(where.words)})`).pluck(true).get(...where.words.map(({ query }) => query)) as number;
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
    const json = encodeDocument(this.wordIndexes.storedForm(stored));
    const { lastInsertRowid } = guard(this.name, () => this.sql(`INSERT INTO ${this.table} (id, doc) VALUES (?, jsonb(?))`).run(stored._id, json));
    this.indexWrite(Number(lastInsertRowid), stored);
    return decodeDocument<T>(json);
  }

  private change(target: Row, update: Update, arrayFilters?: Filter[]): T {
    const before = decodeDocument<T>(target.doc);
    const after = applyUpdate(decodeDocument<T>(target.doc), update, arrayFilters);
    if (after._id !== before._id) throw new TypeError('An update cannot change _id');
    const json = encodeDocument(this.wordIndexes.storedForm(after));
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
          if (this.wordIndexes.size > 0 || this.counted.size > 0) this.indexWrite(target.rowid, undefined, decodeDocument(target.doc));
        }
        return targets.length;
      }),
    );
  }

  /** Keeps the array paths, counts and word indexes in step with a write (`after` undefined: a delete). */
  private indexWrite(rowid: number, after: Doc | undefined, before?: Doc): void {
    if (after) {
      for (const path of arrayPathsOf(after)) {
        if (this.arrayPaths.has(path)) continue;
        this.sql('INSERT OR IGNORE INTO "#array_paths" (collection, path) VALUES (?, ?)').run(this.name, path);
        this.arrayPaths.add(path);
      }
    }
    this.counted.follow(before, after);
    this.wordIndexes.follow(rowid, before, after);
  }

  private compile(filter: Filter, mode?: FoldMode): SqlFilter {
    return compileFilter(filter, this.context, mode);
  }

  private sql(sql: string): Database.Statement {
    return this.store.statement(sql);
  }

  private atomically<R>(step: () => R): R {
    return this.store.atomically(step);
  }
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

/** Where a page's rows are read from (the table, or the table walked in an index's order) and which. */
interface PageQuery {
  from: string;
  where: SqlFilter;
}

/** ORDER BY of a sort, ended on the id so pages are stable. */
function orderOf(sort: FindOptions['sort']): string {
  return Object.entries(stableSort(sort))
    .map(([path, direction]) => `${exprOf(path)} ${direction === 1 ? 'ASC' : 'DESC'}`)
    .join(', ');
}

/** The rowids every word query matches (one parameter per query). */
function wordMatches(words: WordQuery[]): string {
  return words.map(({ table }) => `SELECT rowid FROM ${table} WHERE ${table} MATCH ?`).join(' INTERSECT ');
}
