import type { Doc } from '../document-store.port';
import { decodeJson } from './sqlite-codec';
import { jsonPathOf, setValueAt } from './sqlite-paths';

/** A stored document as a query reads it whole. */
export interface Row {
  rowid: number;
  doc: string;
}

export type FieldRow = Record<string, string | null>;

/** Select columns that read only these fields, as JSON (`c0`, `c1`, …; a missing field comes back as NULL). */
export function fieldColumns(paths: string[]): string[] {
  return paths.map((path, i) => `doc -> ${jsonPathOf(path)} AS c${i}`);
}

/** The document those columns describe: the fields that were there, under `_id`. */
export function documentOfColumns(id: string, paths: string[], row: FieldRow): Doc {
  const doc: Doc = { _id: id };
  paths.forEach((path, i) => {
    const value = row[`c${i}`];
    if (value !== null && value !== undefined) setValueAt(doc, path, decodeJson(value));
  });
  return doc;
}
