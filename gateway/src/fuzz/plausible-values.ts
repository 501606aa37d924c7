import fc from 'fast-check';
import { z } from 'zod';
import { jsonSchemaOf, validish, type KnownValues } from './schema-samples';

/** Words the shop's enums and filters use; a field keeps those its own schema accepts. */
const PLAUSIBLE: unknown[] = [
  ...['1', '2', '5', '10', '20', '0', 'true', 'false', 'asc', 'desc', 'createdAt', 'price', 'name', 'rating', 'popularity', 'views'],
  ...['pending', 'paid', 'failed', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'active', 'draft', 'inactive'],
  ...['sent', 'queued', 'keyboards', 'mice', 'monitors', 'Keychron', 'keyboard', 'Kigali', 'momo', 'manual_momo', 'stripe', 'cash_on_delivery'],
  ...[1, 2, 4, 5, 10, 89000, true, false, null],
];

/**
 * A valid value for each field of an object schema, checked by the field's own zod schema:
 * JSON Schema loses what a transform or a refinement accepts (`sortBy` is a string there, one of
 * five words here). Candidates are known values, the shop's words and samples of the JSON Schema;
 * a field none of them passes falls back to the JSON Schema's sample. Spoiling is the mutations' job.
 */
export function plausibleObject(schema: z.ZodType, known: KnownValues): fc.Arbitrary<unknown> {
  const json = jsonSchemaOf(schema);
  if (!(schema instanceof z.ZodObject)) return validish(json, known);
  const shape = schema.shape as Record<string, z.ZodType>;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(shape)) {
    const property = json.properties?.[key] ?? {};
    const sampled = fc.sample(validish(property, known, json, key), { numRuns: 30, seed: 7 });
    const passing = [...new Set([...known(key), ...PLAUSIBLE, ...sampled])].filter((candidate) => field.safeParse(candidate).success);
    model[key] = passing.length ? fc.constantFrom(...passing) : validish(property, known, json, key);
  }
  const required = (json.required ?? []).filter((key) => key in model);
  return fc.record(model, { requiredKeys: required });
}
