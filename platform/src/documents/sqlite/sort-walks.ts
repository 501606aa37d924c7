import type { Filter, SortSpec } from '../document-store.port';
import type { CollectionSql } from './collection-sql';
import { isOperatorObject } from './sqlite-filter';

/** A declared index that lists every document, by its SQL name and fields. */
interface PlainIndex {
  name: string;
  fields: string[];
}

/**
 * The plain (neither unique nor sparse) indexes of a collection, to walk one in the order of a
 * sort. A search matching many documents reads its page that way, keeping the matches; left to
 * itself SQLite may take an index serving a range instead and then read and sort every match.
 */
export class SortWalks {
  private indexes: PlainIndex[] = [];

  constructor(private readonly collection: CollectionSql) {}

  load(): void {
    const prefix = `${this.collection.name}#index#`;
    const names = this.collection
      .sql("SELECT name FROM sqlite_master WHERE type = 'index' AND substr(name, 1, ?) = ?")
      .pluck(true)
      .all(prefix.length, prefix) as string[];
    this.indexes = names
      .map((name) => ({ name, parts: name.slice(prefix.length).split('#') }))
      .filter(({ parts }) => parts.length === 1)
      .map(({ name, parts }) => ({ name, fields: parts[0]!.split(',') }));
  }

  /**
   * The index to walk for this sort: its fields are some of the filter's top-level equalities,
   * then the sort's fields, all in one direction (the most equalities first, fewest entries to
   * walk). Undefined when none is.
   */
  indexFor(filter: Filter, sort: SortSpec, crossesArray: (path: string) => boolean): string | undefined {
    const keys = Object.entries(sort).filter(([path]) => path !== '_id');
    if (keys.length === 0 || new Set(keys.map(([, direction]) => direction)).size > 1) return undefined;
    const sorted = keys.map(([path]) => path);
    const equal = new Set(
      Object.entries(filter)
        .filter(([path, value]) => !path.startsWith('$') && !isOperatorObject(value) && (typeof value === 'string' || typeof value === 'number'))
        .map(([path]) => path)
        .filter((path) => !crossesArray(path)),
    );
    let best: { name: string; equalities: number } | undefined;
    for (const { name, fields } of this.indexes) {
      const equalities = fields.findIndex((field) => !equal.has(field));
      if (equalities < 0) continue;
      if (sorted.some((path, i) => fields[equalities + i] !== path)) continue;
      if (!best || equalities > best.equalities) best = { name, equalities };
    }
    return best?.name;
  }
}
