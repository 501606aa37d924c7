// Every id is a 24-hex ObjectId string, in every topology (ARCHITECTURE.md). Either case is
// accepted, as bson's ObjectId.isValid does; the server emits lower case.
// Free of zod, so the browser can import it (`@shop/contracts/ids`); the schema is in id-schema.ts.

export const OBJECT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}

// A session id the shop hands out in a cookie (a guest's cart, a visitor): opaque, 16–64 URL-safe characters.
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The cart id when it is well formed; undefined otherwise. */
export function cartIdOf(value: unknown): string | undefined {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value) ? value : undefined;
}
