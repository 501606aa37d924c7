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
}

function isCountable(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}
