import { createHash } from 'node:crypto';
import { ObjectId } from 'bson';

/** Ids are 24-hex ObjectId strings in every topology (checked by @shop/contracts' isObjectId). */
export function newId(): string {
  return new ObjectId().toHexString();
}

/** An id in the same format that follows from `text`: the same text gives the same id, in any store. */
export function idFrom(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 24);
}
