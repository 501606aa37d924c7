import type { IndexSpec } from '../document-store.port';
import { searchFilterOf, type SearchFilter } from './search-filters';
import { exprOf, quoteName } from './sqlite-paths';

/**
 * A declared index as an expression index. A non-unique one ends on `id`, so a sort on its
 * fields (which every adapter ends on `_id`) reads the index in order. A sparse one leaves out
 * documents lacking every indexed field, as the port says.
 */
export function indexStatement(collection: string, index: IndexSpec): string {
  const flags = `${index.unique ? '#unique' : ''}${index.sparse ? '#sparse' : ''}`;
  const name = quoteName(`${collection}#index#${index.fields.join(',')}${flags}`);
  const columns = index.fields.map(exprOf);
  if (!index.unique) columns.push('id');
  const where = index.sparse ? ` WHERE ${index.fields.map((f) => `${exprOf(f)} IS NOT NULL`).join(' OR ')}` : '';
  return `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${name} ON ${quoteName(collection)} (${columns.join(', ')})${where}`;
}

/** A prefix-search field's FTS5 table and the search filters kept beside its words. */
export interface WordIndex {
  table: string;
  filters: SearchFilter[];
  /** Its definition (`USING fts5(…)`), to tell when a new version of the shop wants it otherwise. */
  definition: string;
}

/**
 * The FTS5 table of a prefix-search field: one token per element (every prefix of the document's
 * words), folded as the shop folds them (case and accents), so `MATCH 'words : ("key")'` finds
 * what `{ field: 'key' }` means, and one column per search filter holding its value's tokens.
 */
export function wordIndexStatement(collection: string, field: string, declared: string[]): { index: WordIndex; create: string } {
  const table = quoteName(`${collection}#words#${field}`);
  const filters = declared.map(searchFilterOf);
  const columns = ['words', ...filters.map((filter) => filter.column)].join(', ');
  const definition = `USING fts5(${columns}, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`;
  return { index: { table, filters, definition }, create: `CREATE VIRTUAL TABLE IF NOT EXISTS ${table} ${definition}` };
}
