import { ObjectId } from 'bson';

/** Ids are 24-hex ObjectId strings in every topology (checked by @shop/contracts' isObjectId). */
export function newId(): string {
  return new ObjectId().toHexString();
}
