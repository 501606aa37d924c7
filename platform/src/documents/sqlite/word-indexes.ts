import type { Doc } from '../document-store.port';
import type { CollectionSql } from './collection-sql';
import type { Row } from './field-columns';
import { compactPrefixes, decodeDocument, encodeDocument } from './sqlite-codec';
import { declaredOfColumn, filterTokens, searchFilterOf } from './search-filters';
import { wordIndexStatement, type WordIndex } from './sqlite-indexes';
import { quoteName, setValueAt, valueAt } from './sqlite-paths';


/**
 * A collection's word indexes (FTS5 tables, one per prefix-search field), kept in step with
 * every write; the fields themselves are stored as their words.
 */
export class WordIndexes {
  private readonly indexes = new Map<string, WordIndex>();

  constructor(private readonly collection: CollectionSql) {}

  get size(): number {
    return this.indexes.size;
  }

  get(field: string): WordIndex | undefined {
    return this.indexes.get(field);
  }

  /** Reads which word indexes the file holds, and how each is defined. */
  load(): void {
    const prefix = `${this.collection.name}#words#`;
    const tables = this.collection
      .sql("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND substr(name, 1, ?) = ? AND sql LIKE 'CREATE VIRTUAL TABLE%'")
      .pluck(false)
      .all(prefix.length, prefix) as Array<{ name: string; sql: string }>;
    this.indexes.clear();
    for (const { name, sql } of tables) {
      const columns = this.collection.sql('SELECT name FROM pragma_table_info(?)').pluck(true).all(name) as string[];
      const definition = sql.slice(sql.indexOf('USING '));
      // An index kept in an earlier form answers its words alone until `ensure` makes it again.
      const filters = columns.slice(1).map((column) => searchFilterOf(declaredOfColumn(column)));
      if (filters.some((filter, i) => filter.column !== columns[i + 1])) filters.length = 0;
      this.indexes.set(name.slice(prefix.length), { table: quoteName(name), filters, definition });
    }
  }

  /** Makes the index (again, when defined otherwise than before) and fills it from the rows there. */
  ensure(field: string, searchFilters: string[]): void {
    const { name, table } = this.collection;
    const existing = this.indexes.get(field);
    const { index, create } = wordIndexStatement(name, field, searchFilters);
    if (existing?.definition === index.definition) return;
    this.collection.atomically(() => {
      if (existing) this.collection.exec(`DROP TABLE ${existing.table}`);
      this.collection.exec(create);
      this.indexes.set(field, index);
      // Documents already there get their words indexed and the field stored as words.
      const rewrite = this.collection.sql(`UPDATE ${table} SET doc = jsonb(?) WHERE rowid = ?`);
      const batch = this.collection.sql(`SELECT rowid, json(doc) AS doc FROM ${table} WHERE rowid > ? ORDER BY rowid LIMIT 500`).pluck(false);
      for (let rows = batch.all(0) as Row[]; rows.length > 0; rows = batch.all(rows[rows.length - 1]!.rowid) as Row[]) {
        for (const row of rows) {
          const doc = decodeDocument(row.doc);
          const stillAList = Array.isArray(valueAt(JSON.parse(row.doc), field));
          if (this.insert(index, field, row.rowid, doc) && stillAList) rewrite.run(encodeDocument(this.storedForm(doc)), row.rowid);
        }
      }
      // One segment, as a bulk load leaves many: a query then reads each token's list once.
      this.collection.exec(`INSERT INTO ${index.table}(${index.table}) VALUES ('optimize')`);
    });
  }

  /** Follows a write (`after` undefined: a delete), touching an index only when its row changes. */
  follow(rowid: number, before: Doc | undefined, after: Doc | undefined): void {
    for (const [field, index] of this.indexes) {
      const old = before === undefined ? undefined : wordRow(index, field, before);
      const now = after === undefined ? undefined : wordRow(index, field, after);
      if (old?.join('\n') === now?.join('\n')) continue;
      if (old) this.collection.sql(`DELETE FROM ${index.table} WHERE rowid = ?`).run(rowid);
      if (now) this.insert(index, field, rowid, after!);
    }
  }

  /** The document as stored: prefix-search fields as their words. */
  storedForm(doc: Doc): Doc {
    if (this.indexes.size === 0) return doc;
    const fields = [...this.indexes.keys()];
    const stored = fields.some((field) => field.includes('.')) ? structuredClone(doc) : { ...doc };
    for (const field of fields) {
      const value = valueAt(stored, field);
      if (value !== undefined) setValueAt(stored, field, compactPrefixes(value));
    }
    return stored;
  }

  /** Indexes the words (and search filters) of a document; false when it has no words. */
  private insert(index: WordIndex, field: string, rowid: number, doc: Doc): boolean {
    const row = wordRow(index, field, doc);
    if (!row) return false;
    const columns = ['rowid', 'words', ...index.filters.map((filter) => filter.column)];
    this.collection.sql(`INSERT INTO ${index.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(rowid, ...row);
    return true;
  }
}

/** What a document puts in a word index: its tokens, then those of each search filter; undefined without tokens. */
function wordRow(index: WordIndex, field: string, doc: Doc): string[] | undefined {
  const tokens = tokensOf(valueAt(doc, field));
  return tokens === '' ? undefined : [tokens, ...index.filters.map((filter) => filterTokens(filter, valueAt(doc, filter.field)))];
}

/**
 * Every element of the field is a token (each prefix, not only whole words): "has this prefix"
 * is then one exact token, whose list of documents is read as it is, rather than the union of
 * the lists of every word that starts with it.
 */
function tokensOf(value: unknown): string {
  if (!Array.isArray(value)) return typeof value === 'string' ? value : '';
  return [...new Set(value.filter((v): v is string => typeof v === 'string' && v !== '' && !v.includes(' ')))].join(' ');
}
