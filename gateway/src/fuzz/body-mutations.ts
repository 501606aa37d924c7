import fc from 'fast-check';
import { HOSTILE_KEYS, hostileValue, withOwnKey } from './hostile-values';

type Path = Array<string | number>;

/** Every place in a JSON value a mutation can reach: the root, each field, each element. */
function pathsOf(value: unknown, at: Path = [], into: Path[] = []): Path[] {
  into.push(at);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...at, index], into));
  else if (isRecord(value)) for (const [key, child] of Object.entries(value)) pathsOf(child, [...at, key], into);
  return into;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `value` with `change` applied to what sits at `path` (the original is left alone). */
function changeAt(value: unknown, path: Path, change: (current: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? changeAt(item, rest, change) : item));
  if (isRecord(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) withOwnKey(copy, key, key === head ? changeAt(child, rest, change) : child);
    return copy;
  }
  return value;
}

export type BodyMutation =
  | { kind: 'none' }
  | { kind: 'drop'; pick: number }
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'extra'; pick: number; key: string; value: unknown }
  | { kind: 'whole'; value: unknown };

export const bodyMutation: fc.Arbitrary<BodyMutation> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 3 },
  { arbitrary: fc.nat().map((pick) => ({ kind: 'drop' as const, pick })), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileValue() }), weight: 6 },
  {
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      pick: fc.nat(),
      key: fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })),
      value: hostileValue(),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue() }), weight: 1 },
);

/** Applies one mutation to a valid-ish value: a field dropped, spoilt or added, or the whole replaced. */
export function mutate(base: unknown, mutation: BodyMutation): unknown {
  switch (mutation.kind) {
    case 'none':
      return base;
    case 'whole':
      return mutation.value;
    case 'drop': {
      const fields = pathsOf(base).filter((path) => path.length > 0 && typeof path.at(-1) === 'string');
      if (!fields.length) return base;
      const path = fields[mutation.pick % fields.length]!;
      return changeAt(base, path.slice(0, -1), (parent) => {
        if (!isRecord(parent)) return parent;
        const copy: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(parent)) if (key !== path.at(-1)) withOwnKey(copy, key, child);
        return copy;
      });
    }
    case 'replace': {
      const paths = pathsOf(base).filter((path) => path.length > 0);
      if (!paths.length) return mutation.value;
      return changeAt(base, paths[mutation.pick % paths.length]!, () => mutation.value);
    }
    case 'extra': {
      const objects = pathsOf(base).filter((path) => {
        let at: unknown = base;
        for (const step of path) at = (at as Record<string | number, unknown>)[step];
        return isRecord(at);
      });
      if (!objects.length) return base;
      return changeAt(base, objects[mutation.pick % objects.length]!, (parent) =>
        withOwnKey({ ...(parent as Record<string, unknown>) }, mutation.key, mutation.value),
      );
    }
  }
}
