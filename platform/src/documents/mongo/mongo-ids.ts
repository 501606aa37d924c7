import { ObjectId, type Document } from 'mongodb';
import { isObjectId } from '@shop/contracts';
import type { Doc, Filter } from '../document-store.port';

/**
 * The boundary between the port's string ids and MongoDB's ObjectIds. Only `_id` converts:
 * other fields that hold ids (`userId`, `product`) stay strings, exactly as in the embedded store.
 */

const ID_OPERATORS_ONE = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte']);
const ID_OPERATORS_MANY = new Set(['$in', '$nin', '$all']);

// Only the canonical lower-case form converts: in another case it is another key, as in the embedded store.
function toObjectId(value: unknown): unknown {
  return isObjectId(value) && value === value.toLowerCase() ? ObjectId.createFromHexString(value) : value;
}

function idCondition(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return toObjectId(value);
  const out: Record<string, unknown> = {};
  for (const [op, arg] of Object.entries(value)) {
    if (ID_OPERATORS_ONE.has(op)) out[op] = toObjectId(arg);
    else if (ID_OPERATORS_MANY.has(op) && Array.isArray(arg)) out[op] = arg.map(toObjectId);
    else out[op] = arg;
  }
  return out;
}

/** Converts `_id` conditions, also inside `$and` / `$or` / `$nor`. */
export function toMongoFilter(filter: Filter): Document {
  const out: Document = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === '_id') out[key] = idCondition(value);
    else if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
      out[key] = value.map((sub) => toMongoFilter(sub as Filter));
    } else out[key] = value;
  }
  return out;
}

export function toMongoDoc(doc: Record<string, unknown>): Document {
  return { ...doc, _id: toObjectId(doc._id) };
}

export function fromMongoDoc<T extends Doc>(doc: Document): T {
  const id: unknown = doc._id;
  return { ...doc, _id: id instanceof ObjectId ? id.toHexString() : id } as T;
}
