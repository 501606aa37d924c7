import fc from 'fast-check';
import { OBJECT_ID_PATTERN } from '@shop/contracts';
import { z } from 'zod';

/** The part of JSON Schema that `z.toJSONSchema` writes for the gateway's request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** A request schema as JSON Schema: what a client is told to send (the input side). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values that exist in the running shop, by the name of the field or parameter that holds them. */
export type KnownValues = (name: string) => string[];

const hexId = fc.stringMatching(OBJECT_ID_PATTERN);

/**
 * A value the schema accepts, or nearly (patterns with look-arounds and refinements are not in
 * JSON Schema): the base that the mutations then spoil. Names with known values (`id`, `product`)
 * mostly take a value that exists, so that valid cases reach the handlers' deeper paths.
 */
export function validish(schema: JsonSchema, known: KnownValues, root: JsonSchema = schema, name = ''): fc.Arbitrary<unknown> {
  if (schema.$ref) return validish(resolve(schema.$ref, root), known, root, name);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validish(choice, known, root, name)));
  if (schema.allOf?.length) return validish(Object.assign({}, ...schema.allOf) as JsonSchema, known, root, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectOf(schema, known, root);
    case 'array': {
      const maxLength = Math.min(schema.maxItems ?? 3, 3);
      const item = schema.items ? validish(schema.items, known, root, name) : fc.string();
      return fc.array(item, { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
    }
    case 'string':
      return stringOf(schema, known(name));
    case 'integer':
    case 'number':
      return numberOf(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // `unrepresentable: 'any'` (a transform, a custom check): anything plain.
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
  }
}

function objectOf(schema: JsonSchema, known: KnownValues, root: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validish(property, known, root, key)]));
  const required = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(model, { requiredKeys: required });
}

function stringOf(schema: JsonSchema, existing: string[]): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const generated = (() => {
    if (schema.pattern === OBJECT_ID_PATTERN.source) return hexId;
    if (schema.pattern) return patterned(schema.pattern, minLength, maxLength);
    if (schema.format === 'email') return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
    return fc.string({ minLength, maxLength });
  })();
  return existing.length ? fc.oneof({ arbitrary: fc.constantFrom(...existing), weight: 3 }, { arbitrary: generated, weight: 1 }) : generated;
}

function patterned(pattern: string, minLength: number, maxLength: number): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((value) => value.length >= minLength && value.length <= Math.max(maxLength, 200));
  } catch {
    // A pattern fast-check cannot read (look-arounds, flags): plain text, refused or not.
    return fc.string({ minLength, maxLength });
  }
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lowest = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const highest = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : lowest + 100_000);
  // Mostly small amounts: quantities and ratings are, and large ones are the mutations' business.
  const min = Math.ceil(Math.max(lowest, -1e9));
  const small = fc.integer({ min, max: Math.floor(Math.max(min, Math.min(highest, Math.max(min, 1) + 9))) });
  const large = fc.integer({ min, max: Math.floor(Math.max(min, Math.min(highest, Math.max(min, 0) + 100_000))) });
  const whole = fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: large, weight: 1 });
  return integer ? whole : fc.oneof({ arbitrary: whole, weight: 4 }, { arbitrary: fc.double({ min, max: Math.max(min, Math.min(highest, 1e6)), noNaN: true }), weight: 1 });
}

function resolve(ref: string, root: JsonSchema): JsonSchema {
  const name = ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}
