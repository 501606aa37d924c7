/**
 * The search filters a word index keeps beside the words, one FTS5 column each, so a search and
 * its filters are one FTS5 query. A filter is declared as a field (`price`), kept as tokens of its
 * value: a string or a boolean as one token, a whole number as the prefixes of its digits (so a
 * range is a few tokens); or as `field:sign` (`stock.available:sign`), kept as the sign of a
 * number only, for a field that moves on every write (its digits would re-index the words).
 */

export type SearchFilterKind = 'value' | 'sign';

export interface SearchFilter {
  field: string;
  kind: SearchFilterKind;
  /** Its FTS5 column: a bare word, as column filters need. */
  column: string;
}

const FIELD = /^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/;
const SIGN = ':sign';
/** Kept by sign: a value that is not a number (or is NaN), so "not positive" can be asked. */
const NOT_A_NUMBER = 'nn';
/** Kept by value: a number its digits cannot stand for (a fraction, a negative, beyond 2^53). */
const OTHER_NUMBER = 'nx';
const SIGN_TOKENS = { positive: 'sp', zero: 'sz', negative: 'sn' } as const;
/** A whole number's length (1 to 16 digits) as a letter, so numbers of each length have tokens of their own. */
const LENGTHS = 'abcdefghijklmnop';
const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);

export function searchFilterOf(declared: string): SearchFilter {
  const sign = declared.endsWith(SIGN);
  const field = sign ? declared.slice(0, -SIGN.length) : declared;
  if (!FIELD.test(field)) throw new TypeError(`Unsupported search filter ${JSON.stringify(declared)}`);
  // The prefix names the form of the tokens: an index kept in another form is made again.
  return { field, kind: sign ? 'sign' : 'value', column: `${sign ? 's' : 'v'}_${field.replaceAll('.', '__')}` };
}

/** The declared form of a column's filter (`s_stock__available` → `stock.available:sign`). */
export function declaredOfColumn(column: string): string {
  const field = column.slice(2).replaceAll('__', '.');
  return column.startsWith('s_') ? `${field}${SIGN}` : field;
}

/** A string as one token of letters and digits, so equality is an exact token match. */
export function stringToken(value: string): string {
  return `v${Buffer.from(value, 'utf8').toString('hex')}`;
}

export function booleanToken(value: boolean): string {
  return value ? 'bt' : 'bf';
}

/** The tokens of a document's value for this filter, space-separated. */
export function filterTokens(filter: SearchFilter, value: unknown): string {
  const number = typeof value === 'number' && !Number.isNaN(value);
  if (filter.kind === 'sign') return number ? SIGN_TOKENS[value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero'] : NOT_A_NUMBER;
  if (typeof value === 'string') return stringToken(value);
  if (typeof value === 'boolean') return booleanToken(value);
  if (!number) return '';
  if (!Number.isSafeInteger(value) || value < 0) return OTHER_NUMBER;
  const digits = String(value);
  const length = `n${LENGTHS[digits.length - 1]}`;
  return [length, ...Array.from(digits, (_, i) => length + digits.slice(0, i + 1))].join(' ');
}

/**
 * A numeric range (`{ $gte: 1000, $lte: 5000 }`) as an FTS5 condition on the filter's column
 * (starting with ` AND ` or ` NOT `), exact for the documents the index holds; `null` when no
 * number is in the range; undefined when the tokens cannot answer it. `holdsOtherNumbers` says
 * whether some document holds a number that digits cannot stand for (then a range is not answered).
 */
export function rangeCondition(filter: SearchFilter, condition: unknown, holdsOtherNumbers: () => boolean): string | null | undefined {
  const bounds = rangeOf(condition);
  if (!bounds) return undefined;
  if (filter.kind === 'sign') return signCondition(filter.column, bounds);
  if (holdsOtherNumbers()) return undefined;
  // Every number the index holds is a whole number from 0: the range as whole numbers.
  const low = Math.max(0, ...bounds.filter(([op]) => op.startsWith('$gt')).map(([op, n]) => (op === '$gt' ? Math.floor(n) + 1 : Math.ceil(n))));
  const high = Math.min(Infinity, ...bounds.filter(([op]) => op.startsWith('$lt')).map(([op, n]) => (op === '$lt' ? Math.ceil(n) - 1 : Math.floor(n))));
  if (low > high || low > Number.MAX_SAFE_INTEGER) return null;
  return ` AND ${filter.column} : (${digitCover(low, high).join(' OR ')})`;
}

/** The query asking whether a document holds a number that digits cannot stand for. */
export function otherNumbersQuery(filter: SearchFilter): string {
  return `${filter.column} : ${OTHER_NUMBER}`;
}

/** `{ $gt: 0, $lte: 9 }` → [['$gt', 0], ['$lte', 9]]; undefined unless every operator is a range on a number. */
function rangeOf(condition: unknown): Array<[string, number]> | undefined {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return undefined;
  const entries = Object.entries(condition);
  const ranges = entries.every(([op, n]) => RANGE_OPERATORS.has(op) && typeof n === 'number' && !Number.isNaN(n));
  return entries.length > 0 && ranges ? (entries as Array<[string, number]>) : undefined;
}

/**
 * Bounds at 0 only (in stock, out of stock). Most documents are usually positive, so a condition
 * that keeps them excludes the other signs (short lists) rather than asking for the long one.
 */
function signCondition(column: string, bounds: Array<[string, number]>): string | null | undefined {
  if (bounds.some(([, n]) => n !== 0)) return undefined;
  const allowed = { $gt: ['positive'], $gte: ['positive', 'zero'], $lt: ['negative'], $lte: ['zero', 'negative'] };
  const signs = (['positive', 'zero', 'negative'] as const).filter((sign) => bounds.every(([op]) => allowed[op as keyof typeof allowed].includes(sign)));
  if (signs.length === 0) return null;
  if (!signs.includes('positive')) return ` AND ${column} : (${signs.map((sign) => SIGN_TOKENS[sign]).join(' OR ')})`;
  const excluded = [...(['zero', 'negative'] as const).filter((sign) => !signs.includes(sign)).map((sign) => SIGN_TOKENS[sign]), NOT_A_NUMBER];
  return ` NOT ${column} : (${excluded.join(' OR ')})`;
}

/**
 * The fewest digit-prefix tokens whose numbers are exactly [low, high] (0 <= low <= high; high
 * may be Infinity): per length of number, the whole length's token, or the prefixes inside the
 * range. Round bounds take few: [30000, 200000] is ne3 … ne9, nf1 and nf200000.
 */
export function digitCover(low: number, high: number): string[] {
  const tokens: string[] = [];
  // No whole number the index holds is above the largest safe one.
  if (high >= Number.MAX_SAFE_INTEGER) high = Infinity;
  const longest = high === Infinity ? LENGTHS.length : String(high).length;
  for (let length = String(low).length; length <= longest; length += 1) {
    const first = length === 1 ? '0' : `1${'0'.repeat(length - 1)}`;
    const last = '9'.repeat(length);
    const from = String(low).length === length ? String(low) : first;
    const to = high !== Infinity && String(high).length === length ? String(high) : last;
    const token = `n${LENGTHS[length - 1]}`;
    if (from === first && to === last) {
      tokens.push(token);
      continue;
    }
    // Same-length digit strings compare as their numbers.
    const cover = (prefix: string): void => {
      const lowest = prefix.padEnd(length, '0');
      const highest = prefix.padEnd(length, '9');
      if (highest < from || lowest > to) return;
      if (prefix !== '' && lowest >= from && highest <= to) {
        tokens.push(token + prefix);
        return;
      }
      for (let digit = prefix === '' && length > 1 ? 1 : 0; digit <= 9; digit += 1) cover(prefix + digit);
    };
    cover('');
  }
  return tokens;
}
