import { z } from 'zod';

/**
 * A query value is first normalised (trimmed, blank read as absent: `optionalParam`) and then
 * checked; the check says what the value may be, so it is what the document shows.
 */
function checkedPart(schema: z.ZodType): z.ZodType {
  if (!(schema instanceof z.ZodPipe)) return schema;
  const normalise = schema.in;
  return normalise instanceof z.ZodPipe && normalise.out instanceof z.ZodTransform ? (schema.out as z.ZodType) : schema;
}

/** The query object with each normalised parameter replaced by its check, for documentation only. */
export function checkedQuery(query: z.ZodObject<z.ZodRawShape>): z.ZodObject<z.ZodRawShape> {
  return z.object(Object.fromEntries(Object.entries(query.shape).map(([name, schema]) => [name, checkedPart(schema as z.ZodType)])));
}
