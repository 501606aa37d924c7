import type { IndexSpec } from '../document-store.port';
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

/**
 * The FTS5 table of a prefix-search field: the document's words, folded as the shop folds them
 * (case and accents), so `MATCH '"key"*'` finds what `{ field: 'key' }` means.
 */
export function wordIndexStatement(collection: string, field: string): { table: string; create: string } {
  const table = quoteName(`${collection}#words#${field}`);
  const create =
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${table} USING fts5(words, content='', contentless_delete=1, ` +
    `tokenize='unicode61 remove_diacritics 2')`;
  return { table, create };
}
