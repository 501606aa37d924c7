import fc from 'fast-check';

/** An own, enumerable key that `JSON.stringify` writes as it is, `__proto__` included. */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

/** Keys that reach prototypes, stores' operators or privileged fields when code copies input blindly. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '$gt',
  '$set',
  '_id',
  'role',
  'isAdmin',
  'blocked',
  'userId',
  'user',
  'createdAt',
  'status',
  '',
  'a.b',
  'x'.repeat(300),
] as const;

const operatorObjects: unknown[] = [
  { $gt: '' },
  { $ne: null },
  { $in: [] },
  { $where: 'sleep(5000) || true' },
  { $regex: '.*', $options: 'i' },
  { $expr: { $eq: [1, 1] } },
  { nested: { $gt: 0 } },
];

const prototypeObjects = (): unknown[] => [
  withOwnKey({}, '__proto__', { polluted: 'yes', role: 'ADMIN', isAdmin: true }),
  { constructor: { prototype: { polluted: 'yes' } } },
  withOwnKey({ prototype: { polluted: 'yes' } }, '__proto__', null),
];

/** Text that breaks naive handling: control and direction characters, lone surrogates, scripts, paths. */
export const hostileText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  '\uFEFF\u200B\u200D',
  '🛒'.repeat(50),
  'Z\u0351\u0352\u0353\u0354'.repeat(30),
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE products; --',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x1F',
  'true',
  '[object Object]',
  '%00',
  '%ED%A0%80',
  '\r\nSet-Cookie: x=1',
);

const hugeText = fc.constantFrom('a'.repeat(1_000_000), 'é'.repeat(60_000), 'b'.repeat(99_000), 'c'.repeat(10_001));

/** Numbers a schema should refuse or bound: negative, fractional, unsafe, beyond a double. */
export const hostileNumber = fc.constantFrom(
  -1,
  -0,
  0,
  0.5,
  1.5,
  -2.25,
  1e-7,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1.7976931348623157e308,
  -1.7976931348623157e308,
  Number.MIN_VALUE,
);

/**
 * Numbers JSON cannot say but `JSON.parse` reads: `1e999` is Infinity. They are written into the
 * JSON text as placeholders are replaced (see `toJsonText`).
 */
export const INFINITY_MARK = '\u0001Infinity\u0001';
export const NEGATIVE_INFINITY_MARK = '\u0001-Infinity\u0001';

/** Anything a field might be given instead of what it expects. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: hostileText, weight: 4 },
    { arbitrary: hostileNumber, weight: 4 },
    { arbitrary: fc.constantFrom(INFINITY_MARK, NEGATIVE_INFINITY_MARK), weight: 1 },
    { arbitrary: hugeText, weight: 1 },
    { arbitrary: fc.constantFrom(...operatorObjects), weight: 3 },
    { arbitrary: fc.constant(null).chain(() => fc.constantFrom(...prototypeObjects())), weight: 2 },
    { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[[[]]]], ['a', 1, {}]), weight: 2 },
    { arbitrary: fc.anything({ maxDepth: 2, maxKeys: 4, withNullPrototype: false }), weight: 2 },
    { arbitrary: deepNesting, weight: 1 },
  );
}

/** Nesting far past what any handler walks (the operator-key check stops at 32). */
const deepNesting = fc.integer({ min: 33, max: 2000 }).map((depth) => {
  let value: unknown = { $gt: '' };
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
});

/** JSON text of `value` (`null` for what JSON cannot say), with the infinity placeholders written as numbers JSON.parse overflows. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replaceAll(JSON.stringify(INFINITY_MARK), '1e999')
    .replaceAll(JSON.stringify(NEGATIVE_INFINITY_MARK), '-1e999');
}
