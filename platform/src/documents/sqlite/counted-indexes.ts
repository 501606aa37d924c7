import type { Doc, Filter } from '../document-store.port';
import type { CollectionSql } from './collection-sql';
import { CountedIndex } from './counted-index';
import { documentOfColumns, fieldColumns, type FieldRow } from './field-columns';

/**
 * A collection's counted indexes, in the store's `#counts` table: built once from the rows
 * there, then moved by every write in the same transaction.
 */
export class CountedIndexes {
  private indexes: CountedIndex[] = [];

  constructor(private readonly collection: CollectionSql) {}

  get size(): number {
    return this.indexes.length;
  }

  load(): void {
    const built = this.collection.sql(`SELECT fields FROM "#counts" WHERE collection = ? AND key = ''`).pluck(true).all(this.collection.name);
    this.indexes = (built as string[]).map((fields) => new CountedIndex(fields.split(',')));
  }

  /** Counts the documents already there per key, once (key '' marks the index as built). */
  build(index: CountedIndex): void {
    const { table, name } = this.collection;
    if (this.indexes.some((known) => known.name === index.name)) return;
    const counts = new Map<string, number>([['', 0]]);
    this.collection.atomically(() => {
      // Only the counted fields are read.
      const columns = fieldColumns(index.fields).join(', ');
      for (const row of this.collection.sql(`SELECT ${columns} FROM ${table}`).pluck(false).all() as FieldRow[]) {
        const key = index.keyOf(documentOfColumns('', index.fields, row));
        if (key === undefined) return; // a value a count cannot stand for: this index is left uncounted
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const put = this.collection.sql('INSERT OR REPLACE INTO "#counts" (collection, fields, key, n) VALUES (?, ?, ?, ?)');
      for (const [key, n] of counts) put.run(name, index.name, key, n);
      this.indexes.push(index);
    });
  }

  /**
   * The count a filter asks for when it is equalities on some of a counted index's fields (none:
   * every document): one row for exactly its key, else the sum of the keys it covers; otherwise
   * undefined.
   */
  count(filter: Filter, crossesArray: (path: string) => boolean): number | undefined {
    const usable = this.indexes.filter((index) => !index.fields.some(crossesArray));
    for (const index of usable) {
      const key = index.keyFor(filter);
      if (key === undefined) continue;
      const n = this.collection.sql('SELECT n FROM "#counts" WHERE collection = ? AND fields = ? AND key = ?').pluck(true).get(this.collection.name, index.name, key);
      return (n as number | undefined) ?? 0;
    }
    for (const index of usable) {
      const covers = index.coverFor(filter);
      if (!covers) continue;
      const rows = this.collection.sql(`SELECT key, n FROM "#counts" WHERE collection = ? AND fields = ? AND key != ''`).pluck(false).all(this.collection.name, index.name);
      return (rows as Array<{ key: string; n: number }>).reduce((sum, { key, n }) => (covers(key) ? sum + n : sum), 0);
    }
    return undefined;
  }

  /** How many documents hold each value of a field, from a counted index on that field alone. */
  valueCounts(field: string, crossesArray: (path: string) => boolean): Map<unknown, number> | undefined {
    const index = this.indexes.find((known) => known.name === field);
    if (!index || crossesArray(field)) return undefined;
    const rows = this.collection.sql(`SELECT key, n FROM "#counts" WHERE collection = ? AND fields = ? AND key != ''`).pluck(false).all(this.collection.name, index.name);
    return new Map((rows as Array<{ key: string; n: number }>).map(({ key, n }) => [(JSON.parse(key) as unknown[])[0], n]));
  }

  /** Moves a written document from its old key's count to its new one's (`after` undefined: a delete). */
  follow(before: Doc | undefined, after: Doc | undefined): void {
    for (const index of [...this.indexes]) {
      const [from, to] = [before && index.keyOf(before), after && index.keyOf(after)];
      if (from === to) continue;
      if ((before && from === undefined) || (after && to === undefined)) {
        // A value a count cannot stand for: the index stops being counted, and counts go to SQL.
        this.collection.sql('DELETE FROM "#counts" WHERE collection = ? AND fields = ?').run(this.collection.name, index.name);
        this.indexes = this.indexes.filter((known) => known !== index);
        continue;
      }
      const add = this.collection.sql('INSERT INTO "#counts" (collection, fields, key, n) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET n = n + excluded.n');
      if (from !== undefined) add.run(this.collection.name, index.name, from, -1);
      if (to !== undefined) add.run(this.collection.name, index.name, to, 1);
    }
  }
}
