import Datastore from '@seald-io/nedb';
import { newId } from '../../ids/object-id';

/**
 * A nedb Datastore whose generated ids are 24-hex ObjectId strings, like MongoDB's.
 * Our own inserts always carry an `_id`; this covers the documents nedb creates itself
 * inside an atomic upsert, where we cannot hand it one. `_createNewId` is nedb's
 * (undocumented) id hook, stable across nedb 1–4.
 */
export class ObjectIdDatastore extends Datastore {
  _createNewId(): string {
    return newId();
  }
}
