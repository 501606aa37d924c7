import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * An integer in JSON is at most a JavaScript safe integer here, which int64 holds: said as a
 * `format` so clients generated from the document pick a wide enough type.
 */
function withIntegerFormats(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withIntegerFormats);
  if (typeof node !== 'object' || node === null) return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withIntegerFormats(value)]));
  if (copy.type === 'integer' && copy.format === undefined) copy.format = 'int64';
  return copy;
}

/** The JSON schema of what a zod schema reads (`input`) or of what it gives (`output`). */
export const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return withIntegerFormats(rest) as JsonSchema;
};
