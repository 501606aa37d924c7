// Every id is a 24-hex ObjectId string, in every topology (ARCHITECTURE.md). Either case is
// accepted, as bson's ObjectId.isValid does; the server emits lower case.
// Free of zod, so the browser can import it (`@shop/contracts/ids`); the schema is in id-schema.ts.

export const OBJECT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}
