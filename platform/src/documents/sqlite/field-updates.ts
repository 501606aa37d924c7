import { update as applyOperators } from 'mingo/updater';
import type { Filter, Update } from '../document-store.port';

type Fields = Record<string, unknown>;

/**
 * Applies an operator update to a document in place. `$set`, `$unset` and `$inc` on plain paths
 * (the writes of every request) are applied here directly; array operators, and paths through an
 * array, go to mingo's MongoDB update semantics.
 */
export function applyUpdate<D extends Fields>(doc: D, update: Update, arrayFilters?: Filter[]): D {
  if (arrayFilters !== undefined) {
    // mingo takes two paths into the same array element as a conflict; MongoDB does not.
    for (const [op, fields] of Object.entries(update)) {
      for (const [path, value] of Object.entries(fields as Fields)) applyOperators(doc, { [op]: { [path]: value } }, arrayFilters);
    }
    return doc;
  }
  if (!isPlain(doc, update)) {
    applyOperators(doc, update as Parameters<typeof applyOperators>[1]);
    return doc;
  }
  for (const [path, value] of Object.entries((update.$set ?? {}) as Fields)) parentOf(doc, path, true)![last(path)] = structuredCopy(value);
  for (const path of Object.keys((update.$unset ?? {}) as Fields)) delete parentOf(doc, path, false)?.[last(path)];
  for (const [path, by] of Object.entries((update.$inc ?? {}) as Fields)) {
    const parent = parentOf(doc, path, true)!;
    const current = parent[last(path)];
    parent[last(path)] = (typeof current === 'number' ? current : 0) + (by as number);
  }
  return doc;
}

/** Only $set, $unset and numeric $inc, on paths that meet no array and no non-object on the way. */
function isPlain(doc: Fields, update: Update): boolean {
  for (const [op, fields] of Object.entries(update)) {
    if (op !== '$set' && op !== '$unset' && op !== '$inc') return false;
    for (const [path, value] of Object.entries(fields as Fields)) {
      if (op === '$inc' && typeof value !== 'number') return false;
      const segments = path.split('.');
      let node: unknown = doc;
      for (const segment of segments.slice(0, -1)) {
        node = (node as Fields)[segment];
        if (node === undefined) break;
        if (node === null || typeof node !== 'object' || Array.isArray(node) || node instanceof Date) return false;
      }
      if (op === '$inc') {
        const target = node === undefined ? undefined : (node as Fields)[segments[segments.length - 1]!];
        if (target !== undefined && typeof target !== 'number') return false;
      }
    }
  }
  // One path inside another in the same update ($set a and a.b) is MongoDB's conflict to report.
  const paths = Object.values(update).flatMap((fields) => Object.keys(fields as Fields));
  return !paths.some((a) => paths.some((b) => a !== b && b.startsWith(`${a}.`))) && new Set(paths).size === paths.length;
}

function parentOf(doc: Fields, path: string, create: boolean): Fields | undefined {
  let node = doc;
  for (const segment of path.split('.').slice(0, -1)) {
    if (node[segment] === undefined) {
      if (!create) return undefined;
      node[segment] = {};
    }
    node = node[segment] as Fields;
  }
  return node;
}

function last(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

/** Values are copied in, so the caller keeps no hold on the stored document (dates stay dates). */
function structuredCopy(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? structuredClone(value) : value;
}
