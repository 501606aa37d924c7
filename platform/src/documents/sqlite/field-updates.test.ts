import fc from 'fast-check';
import { update as mongoUpdate } from 'mingo/updater';
import { describe, expect, it } from 'vitest';
import { applyUpdate } from './field-updates';

const key = fc.constantFrom('a', 'b', 'c');
const path = fc.array(key, { minLength: 1, maxLength: 3 }).map((segments) => segments.join('.'));
const leaf = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom('x', 'y'), fc.constant(null), fc.constant(true));
const doc: fc.Arbitrary<Record<string, unknown>> = fc.letrec((tie) => ({
  node: fc.dictionary(key, fc.oneof({ maxDepth: 2 }, leaf, fc.array(leaf, { maxLength: 2 }), tie('node')), { maxKeys: 3 }),
})).node as fc.Arbitrary<Record<string, unknown>>;
const update = fc
  .record(
    {
      $set: fc.dictionary(path, fc.oneof(leaf, fc.record({ n: fc.integer() })), { minKeys: 1, maxKeys: 2 }),
      $unset: fc.dictionary(path, fc.constant(''), { minKeys: 1, maxKeys: 2 }),
      $inc: fc.dictionary(path, fc.integer({ min: -3, max: 3 }), { minKeys: 1, maxKeys: 2 }),
    },
    { requiredKeys: [] },
  )
  .filter((u) => Object.keys(u).length > 0);

/** MongoDB's answer, or the error it gives; mingo implements its update semantics. */
function byMingo(original: Record<string, unknown>, changes: Record<string, unknown>): unknown {
  const copy = structuredClone(original);
  try {
    mongoUpdate(copy, changes as Parameters<typeof mongoUpdate>[1]);
    return copy;
  } catch {
    return 'refused';
  }
}

describe('field updates', () => {
  it('$set, $unset and $inc on plain paths end as MongoDB ends them', () => {
    fc.assert(
      fc.property(doc, update, (original, changes) => {
        const expected = byMingo(original, changes);
        let actual: unknown;
        try {
          actual = applyUpdate(structuredClone(original), changes);
        } catch {
          actual = 'refused';
        }
        // Where mingo refuses (a conflict, $inc on a string), ours may refuse too or defer to it.
        if (expected !== 'refused') expect(actual).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('copies what it sets: changing the update afterwards leaves the document as it was', () => {
    const spec = { ports: [1, 2] };
    const at = new Date('2024-01-01T00:00:00.000Z');
    const changed = applyUpdate<Record<string, unknown>>({}, { $set: { spec, at } });
    spec.ports.push(3);
    at.setUTCFullYear(2000);
    expect(changed).toEqual({ spec: { ports: [1, 2] }, at: new Date('2024-01-01T00:00:00.000Z') });
  });
});
