/** Field paths of the documents port (`brand.name`) as SQLite JSON paths and expressions. */

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/** `'$."brand"."name"'`: every segment quoted, so no field name can end the literal or the path. */
export function jsonPathOf(path: string): string {
  const segments = path.split('.');
  for (const segment of segments) {
    if (!SEGMENT.test(segment)) throw new TypeError(`Unsupported field path ${JSON.stringify(path)}`);
  }
  return `'$.${segments.map((s) => `"${s}"`).join('.')}'`;
}

/** The expression filters, sorts and indexes share, so the planner can match an index to a query. */
export function exprOf(path: string): string {
  return path === '_id' ? 'id' : `json_extract(doc, ${jsonPathOf(path)})`;
}

/** A quoted SQL identifier for a name the store made (collection and index names are checked first). */
export function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The value at a dotted path, undefined when the path does not lead to one. */
export function valueAt(doc: unknown, path: string): unknown {
  let value = doc;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** Sets a value at a dotted path, creating the objects on the way. */
export function setValueAt(doc: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  let target = doc;
  for (const segment of segments.slice(0, -1)) {
    const next = target[segment];
    if (next === null || typeof next !== 'object') target[segment] = {};
    target = target[segment] as Record<string, unknown>;
  }
  target[segments[segments.length - 1] as string] = value;
}

/** An inclusion projection: `_id` and the listed paths that exist. */
export function project<T extends { _id: string }>(doc: T, projection: Record<string, 1>): T {
  const out: Record<string, unknown> = { _id: doc._id };
  for (const path of Object.keys(projection)) {
    const value = valueAt(doc, path);
    if (value !== undefined) setValueAt(out, path, value);
  }
  return out as T;
}
