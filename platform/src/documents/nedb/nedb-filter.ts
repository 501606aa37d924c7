import type { Filter } from '../document-store.port';

/**
 * Rewrites a port filter into one nedb evaluates the way MongoDB does.
 *
 * nedb differs from MongoDB on a few operators, so they are expressed with ones it gets right:
 * - `$ne` / `$nin` on an array field: nedb matches when *some* element differs; MongoDB when *none*
 *   equals. Written as `$not` of the equality / `$in`.
 * - `$exists: true` on an empty array: nedb says no. Written as `$not` of `$exists: false`.
 * - `{ f: null }`: MongoDB also matches a missing field; nedb does not.
 * - `$all`, `$eq` and `$nor` are not implemented by nedb.
 */
export function toNedbFilter(filter: Filter): Filter {
  const out: Filter = {};
  const and: Filter[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') out[key] = subFilters(key, value).map(toNedbFilter);
    else if (key === '$nor') and.push({ $not: { $or: subFilters(key, value).map(toNedbFilter) } });
    else if (key.startsWith('$')) throw new TypeError(`Unsupported filter operator ${key}`); // e.g. nedb's $where
    else if (isOperatorObject(value)) {
      const { native, rewritten } = fieldConditions(key, value);
      // Operators nedb gets right stay on the field so its indexes can still pick candidates.
      if (native) out[key] = native;
      and.push(...rewritten);
    } else if (value === null) and.push(equals(key, null));
    else out[key] = value;
  }
  return withAnd(out, and);
}

/**
 * For an upsert, nedb builds the new document from the filter minus its `$` keys, which would
 * leave `qty: {}` behind for `qty: { $gte: 1 }`. Moving every operator condition under `$and`
 * keeps the match the same and leaves only the equality fields, as MongoDB does.
 */
export function toNedbUpsertFilter(filter: Filter): Filter {
  const out: Filter = {};
  const and: Filter[] = [];
  for (const [key, value] of Object.entries(toNedbFilter(filter))) {
    if (!key.startsWith('$') && isOperatorObject(value)) and.push({ [key]: value });
    else out[key] = value;
  }
  return withAnd(out, and);
}

function fieldConditions(
  field: string,
  ops: Record<string, unknown>,
): { native?: Record<string, unknown>; rewritten: Filter[] } {
  const parts: Filter[] = [];
  const native: Record<string, unknown> = {};
  for (const [op, arg] of Object.entries(ops)) {
    switch (op) {
      case '$eq':
        parts.push(equals(field, arg));
        break;
      case '$ne':
        parts.push({ $not: equals(field, arg) });
        break;
      case '$in':
        if (asArray(op, arg).includes(null)) parts.push(oneOf(field, asArray(op, arg)));
        else native[op] = arg;
        break;
      case '$nin':
        parts.push({ $not: oneOf(field, asArray(op, arg)) });
        break;
      case '$exists':
        parts.push(arg ? { $not: { [field]: { $exists: false } } } : { [field]: { $exists: false } });
        break;
      case '$all': {
        const values = asArray(op, arg);
        // MongoDB: `$all: []` matches nothing.
        parts.push(...(values.length === 0 ? [NOTHING] : values.map((v) => equals(field, v))));
        break;
      }
      case '$elemMatch':
        native[op] = isOperatorObject(arg) ? arg : toNedbFilter(arg as Filter);
        break;
      default:
        native[op] = arg;
    }
  }
  return { native: Object.keys(native).length > 0 ? native : undefined, rewritten: parts };
}

/** Adds conditions to the filter's own `$and`, creating it when needed. */
function withAnd(filter: Filter, conditions: Filter[]): Filter {
  if (conditions.length === 0) return filter;
  const existing = Array.isArray(filter.$and) ? (filter.$and as Filter[]) : [];
  return { ...filter, $and: [...existing, ...conditions] };
}

const NOTHING: Filter = { _id: { $in: [] } };

function equals(field: string, value: unknown): Filter {
  return value === null ? { $or: [{ [field]: null }, { [field]: { $exists: false } }] } : { [field]: value };
}

function oneOf(field: string, values: unknown[]): Filter {
  if (!values.includes(null)) return { [field]: { $in: values } };
  return { $or: [{ [field]: { $in: values.filter((v) => v !== null) } }, equals(field, null)] };
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

function subFilters(op: string, value: unknown): Filter[] {
  if (!Array.isArray(value)) throw new TypeError(`${op} needs an array of filters`);
  return value as Filter[];
}

function asArray(op: string, value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new TypeError(`${op} needs an array`);
  return value;
}
