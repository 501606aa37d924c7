import type { Doc, Filter } from '../document-store.port';
import { valueAt } from './sqlite-paths';

/**
 * A counted index: the number of documents per combination of its fields' values, kept in the
 * same transaction as every write, so a listing's total ("how many active products") is one read.
 */
export class CountedIndex {
  readonly name: string;

  constructor(readonly fields: string[]) {
    this.name = fields.join(',');
  }

  /** The document's key; undefined when a value is not a plain scalar (the count would not mean equality). */
  keyOf(doc: Doc): string | undefined {
    const values = this.fields.map((field) => valueAt(doc, field) ?? null);
    return values.every(isCountable) ? JSON.stringify(values) : undefined;
  }

  /** The key a filter asks for: exactly one equality on each field and nothing else; else undefined. */
  keyFor(filter: Filter): string | undefined {
    const keys = Object.keys(filter);
    if (keys.length !== this.fields.length || !this.fields.every((field) => keys.includes(field))) return undefined;
    const values = this.fields.map((field) => filter[field]);
    return values.every(isCountable) ? JSON.stringify(values) : undefined;
  }

  /**
   * For a filter of equalities on some of the fields (or none), which keys it covers; undefined
   * when it asks anything else.
   */
  coverFor(filter: Filter): ((key: string) => boolean) | undefined {
    const asked = Object.entries(filter).map(([field, value]) => ({ at: this.fields.indexOf(field), value }));
    if (asked.some(({ at, value }) => at < 0 || !isCountable(value))) return undefined;
    const wanted = asked.map(({ at, value }) => ({ at, json: JSON.stringify(value) }));
    return (key) => {
      const values = JSON.parse(key) as unknown[];
      return wanted.every(({ at, json }) => JSON.stringify(values[at]) === json);
    };
  }
}

function isCountable(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}
