import { ObjectId } from 'bson';

/** Ids are 24-hex ObjectId strings in every topology. */
export function newId(): string {
  return new ObjectId().toHexString();
}

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
}
