import type { Filter } from '../document-store.port';
import { DATE_TEXT_RANGE, sqlValue } from './sqlite-codec';
import { booleanToken, otherNumbersQuery, rangeCondition, stringToken, type SearchFilter } from './search-filters';
import type { WordIndex } from './sqlite-indexes';

/** What the compiler needs to know about a collection. */
export interface FilterContext {
  /** The SQL expression of a dotted path (the `id` column for `_id`), the same text its index uses. */
  expr(path: string): string;
  /** The JSON path literal of a dotted path, e.g. `'$."brand"."name"'`. */
  jsonPath(path: string): string;
  /** Whether some document of the collection held an array at this path or above it. */
  crossesArray(path: string): boolean;
  /** The word index (FTS5 table) kept for a prefix-search field, if any. */
  wordIndex(path: string): WordIndex | undefined;
  /** How many documents hold each value of a field, when a counted index on it alone says so. */
  valueCounts(path: string): ReadonlyMap<unknown, number> | undefined;
  /** Whether some document of the word index (an FTS5 table) matches the query. */
  matchesAny(table: string, query: string): boolean;
}

/**
 * A filter as SQL. When `exact` is false the SQL selects a superset (conditions SQL cannot state
 * exactly are left to the caller, which tests each candidate against the whole filter).
 */
export interface SqlFilter {
  where: string;
  params: unknown[];
  exact: boolean;
  /** Set when the whole filter is these word-index queries (all must match): they alone count the documents. */
  words?: WordQuery[];
  /** The word-index queries every match must satisfy (those in an AND context). */
  searches?: WordQuery[];
}

export interface WordQuery {
  table: string;
  query: string;
}

/**
 * How search filters are answered: `all` inside the word index whenever its tokens can (a count,
 * or the few matches of a search read and sorted); `walk` only equalities there, ranges left to
 * SQL and string equalities kept in SQL too, for a page read by walking a sort index whose
 * entries hold those fields.
 */
export type FoldMode = 'all' | 'walk';

/** A search filter answered inside a word index: its FTS5 condition (null: no document matches). */
interface Fold {
  table: string;
  condition: string | null;
  /** Also stated in SQL, where an index can use it. */
  inSql: boolean;
}

/** The folds of a filter by field, and the fields already added to a word query. */
interface Folds {
  byField: ReadonlyMap<string, Fold>;
  added: Set<string>;
}

type Scalar = string | number | boolean | Date;
const KNOWN_OPERATORS = new Set(['$eq', '$ne', '$in', '$nin', '$all', '$gt', '$gte', '$lt', '$lte', '$exists', '$elemMatch']);
const ALL: SqlFilter = { where: '1', params: [], exact: false };
const NONE: SqlFilter = { where: '0', params: [], exact: true };

export function compileFilter(filter: Filter, ctx: FilterContext, mode: FoldMode = 'all'): SqlFilter {
  const folds = foldsOf(filter, ctx, mode);
  if ([...folds.byField.values()].some((fold) => fold.condition === null)) return NONE;
  return compileAll(filter, ctx, folds);
}

/** `folds`: in an AND context (the top level and its $and), the search filters word conditions take over. */
function compileAll(filter: Filter, ctx: FilterContext, folds: Folds | undefined, top = true): SqlFilter {
  const parts: SqlFilter[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and') parts.push(and(subFilters(key, value).map((f) => compileAll(f, ctx, folds, false))));
    else if (key === '$or') parts.push(or(subFilters(key, value).map((f) => compileAll(f, ctx, undefined, false))));
    else if (key === '$nor') parts.push(not(or(subFilters(key, value).map((f) => compileAll(f, ctx, undefined, false)))));
    else if (key.startsWith('$')) throw new TypeError(`Unsupported filter operator ${key}`);
    else if (!(top && folds?.byField.has(key) && !folds.byField.get(key)!.inSql)) parts.push(fieldFilter(key, value, ctx, folds));
  }
  return and(parts);
}

/**
 * The top-level conditions a positive word condition in the same AND context can answer itself
 * (its index keeps that field): SQL then leaves them out, so a search reads only the index.
 */
function foldsOf(filter: Filter, ctx: FilterContext, mode: FoldMode): Folds {
  const byField = new Map<string, Fold>();
  const searched: WordIndex[] = [];
  const collect = (f: Filter) => {
    for (const [key, value] of Object.entries(f)) {
      if (key === '$and') subFilters(key, value).forEach(collect);
      const index = key.startsWith('$') ? undefined : ctx.wordIndex(key);
      if (index && isPositive(value)) searched.push(index);
    }
  };
  collect(filter);
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$') || ctx.crossesArray(key)) continue;
    for (const { table, filters } of searched) {
      const kept = filters.find((f) => f.field === key);
      const condition = kept && foldedCondition(table, kept, value, ctx, mode);
      if (condition === undefined) continue;
      const inSql = mode === 'walk' && typeof value === 'string';
      // A walk tests it on each index entry; one that leaves most documents in would only make the word query longer.
      byField.set(key, { table, condition: inSql && condition?.startsWith(' NOT') ? '' : condition, inSql });
      break;
    }
  }
  return { byField, added: new Set() };
}

/** The FTS5 condition answering `{ [filter.field]: value }` from the filter's tokens; undefined when they cannot. */
function foldedCondition(table: string, filter: SearchFilter, value: unknown, ctx: FilterContext, mode: FoldMode): string | null | undefined {
  if (filter.kind === 'value' && typeof value === 'string') return stringCondition(filter, value, ctx);
  if (filter.kind === 'value' && typeof value === 'boolean') return ` AND ${filter.column} : ${booleanToken(value)}`;
  if (mode === 'walk') return undefined;
  return rangeCondition(filter, value, () => ctx.matchesAny(table, otherNumbersQuery(filter)));
}

/**
 * `AND v_status : <active>`, or, when most documents hold the value (every shopper search asks for
 * active products), `NOT v_status : (<the other values>)`: FTS5 then reads the short lists of the
 * few others rather than the list of nearly every document. The other values come from a counted
 * index, in the same transaction, so the condition is exact.
 */
function stringCondition(filter: SearchFilter, value: string, ctx: FilterContext): string {
  const equal = ` AND ${filter.column} : ${stringToken(value)}`;
  const counts = ctx.valueCounts(filter.field);
  const others = counts && [...counts].filter(([other, n]) => other !== value && n > 0);
  if (!others || others.some(([other]) => typeof other !== 'string')) return equal;
  if (others.reduce((sum, [, n]) => sum + n, 0) >= (counts.get(value) ?? 0)) return equal;
  if (others.length === 0) return '';
  return ` NOT ${filter.column} : (${others.map(([other]) => stringToken(other as string)).join(' OR ')})`;
}

/** A word condition that only ever narrows, on words (equality, $all or $in of strings; not $nin). */
function isPositive(condition: unknown): boolean {
  const words = (values: unknown) => Array.isArray(values) && values.length > 0 && values.every((v) => typeof v === 'string' && v !== '');
  if (!isOperatorObject(condition)) return words([condition]);
  return Object.entries(condition).every(([op, arg]) => (op === '$eq' && words([arg])) || ((op === '$all' || op === '$in') && words(arg)));
}

function fieldFilter(path: string, condition: unknown, ctx: FilterContext, folds?: Folds): SqlFilter {
  const ops = isOperatorObject(condition) ? condition : { $eq: condition };
  const words = ctx.wordIndex(path);
  const scalar = !ctx.crossesArray(path);
  return and(
    Object.entries(ops).map(([op, arg]) => {
      if (!KNOWN_OPERATORS.has(op)) throw new TypeError(`Unsupported filter operator ${op}`);
      if (words) return wordCondition(words, op, arg, folds) ?? ALL;
      if (scalar) return scalarCondition(ctx.expr(path), ctx.jsonPath(path), op, arg);
      return arrayCondition(path, op, arg, ctx) ?? ALL;
    }),
  );
}

/** Exact conditions on a path no document holds an array on: an expression index serves them. */
function scalarCondition(e: string, jsonPath: string, op: string, arg: unknown): SqlFilter {
  switch (op) {
    case '$eq':
      return equals(e, jsonPath, arg);
    case '$ne':
      return not(equals(e, jsonPath, arg));
    case '$in':
      return oneOf(e, jsonPath, asArray(op, arg));
    case '$nin':
      return not(oneOf(e, jsonPath, asArray(op, arg)));
    case '$all': {
      const values = asArray(op, arg);
      return values.length === 0 ? NONE : and(values.map((v) => equals(e, jsonPath, v)));
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return range(e, jsonPath, op, arg);
    case '$exists':
      return { where: `json_type(doc, ${jsonPath}) IS ${arg ? 'NOT ' : ''}NULL`, params: [], exact: true };
    default:
      return ALL; // $elemMatch is never true of a scalar, but is left to the exact check
  }
}

function equals(e: string, jsonPath: string, value: unknown): SqlFilter {
  if (value === null || value === undefined) return { where: `${e} IS NULL`, params: [], exact: true };
  if (typeof value === 'boolean') {
    // JSON true and false read back as 1 and 0: the type keeps them apart from numbers.
    return { where: `(${e} = ? AND json_type(doc, ${jsonPath}) = ?)`, params: [sqlValue(value), String(value)], exact: true };
  }
  if (isScalar(value)) return { where: `${e} = ?`, params: [sqlValue(value)], exact: true };
  return ALL; // objects and arrays compare as a whole: left to the exact check
}

function oneOf(e: string, jsonPath: string, values: unknown[]): SqlFilter {
  if (values.length === 0) return NONE;
  const plain = values.filter((v): v is string | number | Date => isScalar(v) && typeof v !== 'boolean');
  const inList: SqlFilter[] =
    plain.length === 0 ? [] : [{ where: `${e} IN (${plain.map(() => '?').join(', ')})`, params: plain.map(sqlValue), exact: true }];
  const others = values.filter((v) => !plain.includes(v as never)).map((v) => equals(e, jsonPath, v));
  return or([...inList, ...others]);
}

/** Mongo compares only within a type: the bounds keep numbers, text and dates apart. */
function range(e: string, jsonPath: string, op: string, arg: unknown): SqlFilter {
  const sign = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' }[op];
  if (typeof arg === 'number') return { where: `(${e} ${sign} ? AND ${e} < '')`, params: [arg], exact: true };
  if (typeof arg === 'string') {
    // Text read from the index is a string unless it is an object's or an array's JSON: only a
    // value starting with '[' or '{' sends SQLite to the document to ask (the comparisons are
    // answered from the index, bytewise), so a range count stays in the index.
    const notJson = `${e} < '[' OR (${e} >= '\\' AND ${e} < '{') OR ${e} >= '|'`;
    const text = `typeof(${e}) = 'text' AND (${notJson} OR json_type(doc, ${jsonPath}) = 'text')`;
    return { where: `(${e} ${sign} ? AND ${text})`, params: [arg], exact: true };
  }
  if (arg instanceof Date) {
    const [low, high] = DATE_TEXT_RANGE;
    return { where: `(${e} ${sign} ? AND ${e} >= ? AND ${e} < ?)`, params: [sqlValue(arg), low, high], exact: true };
  }
  return ALL;
}

/** Equality, $in and $all on a field holding an array of scalars, through json_each. */
function arrayCondition(path: string, op: string, arg: unknown, ctx: FilterContext): SqlFilter | undefined {
  const parent = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : undefined;
  if (parent !== undefined && ctx.crossesArray(parent)) return undefined; // a path through an array: exact check only
  const contains = (values: unknown[]): SqlFilter | undefined => {
    if (values.length === 0 || !values.every((v) => isScalar(v) && typeof v !== 'boolean')) return undefined;
    const list = values.map(() => '?').join(', ');
    return {
      where: `EXISTS (SELECT 1 FROM json_each(doc, ${ctx.jsonPath(path)}) WHERE value IN (${list}))`,
      params: (values as Scalar[]).map(sqlValue),
      exact: true,
    };
  };
  switch (op) {
    case '$eq':
      return contains([arg]);
    case '$in':
      return asArray(op, arg).length === 0 ? NONE : contains(asArray(op, arg));
    case '$all': {
      const values = asArray(op, arg);
      if (values.length === 0) return NONE;
      const each = values.map((v) => contains([v]));
      return each.every((c) => c !== undefined) ? and(each as SqlFilter[]) : undefined;
    }
    case '$nin': {
      const inside = contains(asArray(op, arg));
      return inside && inside.where !== '0' ? not(inside) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * A prefix-search field holds every prefix of a document's words, each a token of its word
 * index: "has this prefix" is an FTS5 query for that token, and a narrowing one also answers
 * the search filters folded into it.
 */
function wordCondition({ table }: WordIndex, op: string, arg: unknown, folds?: Folds): SqlFilter | undefined {
  const phrase = (v: unknown) => `"${String(v).replaceAll('"', '""')}"`;
  const strings = (values: unknown[]) => values.every((v) => typeof v === 'string' && v !== '');
  // The folds go into one narrowing query on their index: the others of the same AND need not repeat them.
  const folded = () => {
    const fields = [...(folds?.byField ?? [])].filter(([field, fold]) => fold.table === table && !folds!.added.has(field));
    for (const [field] of fields) folds!.added.add(field);
    return fields.map(([, fold]) => fold.condition).join('');
  };
  const match = (expression: string, narrowing = true) => wordMatch(table, `words : (${expression})${narrowing ? folded() : ''}`);
  switch (op) {
    case '$eq':
      return strings([arg]) ? match(phrase(arg)) : undefined;
    case '$all': {
      const values = asArray(op, arg);
      if (values.length === 0) return NONE;
      return strings(values) ? match(values.map(phrase).join(' AND ')) : undefined;
    }
    case '$in':
    case '$nin': {
      const values = asArray(op, arg);
      if (values.length === 0) return op === '$in' ? NONE : undefined;
      if (!strings(values)) return undefined;
      return op === '$in' ? match(values.map(phrase).join(' OR ')) : not(match(values.map(phrase).join(' OR '), false));
    }
    default:
      return undefined;
  }
}

function wordMatch(table: string, query: string): SqlFilter {
  const words = [{ table, query }];
  return { where: `rowid IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?)`, params: [query], exact: true, words, searches: words };
}

/** Word matches on one index ANDed as one query: FTS5 reads the lists together, with no set to intersect. */
function joinWordMatches(parts: SqlFilter[]): SqlFilter[] {
  const single = (p: SqlFilter) => (p.words?.length === 1 && p.where === wordMatch(p.words[0]!.table, '').where ? p.words[0]!.table : undefined);
  const byTable = new Map<string, string[]>();
  for (const part of parts) {
    const table = single(part);
    if (table) byTable.set(table, [...(byTable.get(table) ?? []), part.words![0]!.query]);
  }
  const joined = parts.filter((part) => (byTable.get(single(part) ?? '')?.length ?? 0) < 2);
  for (const [table, queries] of byTable) if (queries.length > 1) joined.push(wordMatch(table, queries.map((q) => `(${q})`).join(' AND ')));
  return joined;
}

function and(parts: SqlFilter[]): SqlFilter {
  const real = joinWordMatches(parts.filter((p) => p.where !== '1'));
  const exact = parts.every((p) => p.exact);
  if (real.some((p) => p.where === '0' && p.exact)) return NONE;
  if (real.length === 0) return { where: '1', params: [], exact };
  if (real.length === 1 && exact) return real[0]!;
  const searches = real.flatMap((p) => p.searches ?? []);
  const words = exact && real.every((p) => p.words) ? real.flatMap((p) => p.words!) : undefined;
  return { where: real.map((p) => p.where).join(' AND '), params: real.flatMap((p) => p.params), exact, ...(searches.length ? { searches } : {}), ...(words ? { words } : {}) };
}

function or(parts: SqlFilter[]): SqlFilter {
  const real = parts.filter((p) => !(p.where === '0' && p.exact));
  if (real.length === 0) return NONE;
  if (real.some((p) => p.where === '1')) return { where: '1', params: [], exact: real.every((p) => p.exact) };
  return { where: `(${real.map((p) => p.where).join(' OR ')})`, params: real.flatMap((p) => p.params), exact: real.every((p) => p.exact) };
}

/** NOT of a superset is no bound at all, so only an exact part can be negated in SQL. */
function not(part: SqlFilter): SqlFilter {
  if (!part.exact) return ALL;
  return { where: `NOT coalesce(${part.where}, 0)`, params: part.params, exact: true };
}


function isScalar(value: unknown): value is Scalar {
  return ['string', 'number', 'boolean'].includes(typeof value) || value instanceof Date;
}

export function isOperatorObject(value: unknown): value is Record<string, unknown> {
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
