// Every id is a 24-hex ObjectId string, in every topology (ARCHITECTURE.md).
// Either case is accepted, as bson's ObjectId.isValid does; the server emits lowercase.
const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

export function isObjectIdString(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value);
}
