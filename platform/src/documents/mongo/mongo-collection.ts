import type { ClientSession, Collection, Document } from 'mongodb';
import { newId } from '../../ids/object-id';
import {
  DuplicateKeyError,
  type Doc,
  type DocumentCollection,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type NewDoc,
  type Page,
  type Update,
  type UpdateOptions,
} from '../document-store.port';
import { assertOperatorUpdate } from '../operator-update';
import { assertPaging, stableSort } from '../stable-sort';
import { activeTransaction, type TransactionHandle } from '../transaction-scope';
import { fromMongoDoc, toMongoDoc, toMongoFilter } from './mongo-ids';

/** The session of a MongoDB transaction, as the store's transaction scope holds it. */
export interface MongoTransaction extends TransactionHandle {
  readonly session: ClientSession;
}

/**
 * A MongoDB collection behind the port; `_id` is an ObjectId inside, a hex string outside.
 * Inside a transaction of its store every operation carries the transaction's session.
 */
export class MongoCollection<T extends Doc> implements DocumentCollection<T> {
  constructor(
    private readonly collection: Collection<Document>,
    private readonly store: object,
  ) {}

  private get session(): { session?: ClientSession } {
    const transaction = activeTransaction<MongoTransaction>(this.store);
    return transaction ? { session: transaction.session } : {};
  }

  private get name(): string {
    return this.collection.collectionName;
  }

  async insertOne(doc: NewDoc<T>): Promise<T> {
    const stored = { ...doc, _id: doc._id ?? newId() } as T;
    await this.guard(this.collection.insertOne(toMongoDoc(stored), this.session));
    return structuredClone(stored);
  }

  /** Ordered: on a duplicate key, the documents before the failing one stay inserted. */
  async insertMany(docs: NewDoc<T>[]): Promise<T[]> {
    if (docs.length === 0) return [];
    const stored = docs.map((d) => ({ ...d, _id: d._id ?? newId() }) as T);
    await this.guard(this.collection.insertMany(stored.map(toMongoDoc), this.session));
    return structuredClone(stored);
  }

  findById(id: string): Promise<T | null> {
    return this.findOne({ _id: id });
  }

  async findOne(filter: Filter): Promise<T | null> {
    const found = await this.collection.findOne(toMongoFilter(filter), this.session);
    return found ? fromMongoDoc<T>(found) : null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    assertPaging(options.skip, options.limit);
    const docs = await this.collection
      .find(toMongoFilter(filter), {
        sort: stableSort(options.sort),
        skip: options.skip ?? 0,
        limit: options.limit ?? 0,
        ...(options.projection ? { projection: options.projection } : {}),
        ...this.session,
      })
      .toArray();
    return docs.map((d) => fromMongoDoc<T>(d));
  }

  async findPage(filter: Filter, options: FindOptions & { skip: number; limit: number }): Promise<Page<T>> {
    const [items, total] = await Promise.all([this.find(filter, options), this.count(filter)]);
    return { items, total };
  }

  count(filter: Filter): Promise<number> {
    return this.collection.countDocuments(toMongoFilter(filter), this.session);
  }

  async updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<T | null> {
    assertOperatorUpdate(update);
    const updated = await this.guard(
      this.collection.findOneAndUpdate(toMongoFilter(filter), update, {
        returnDocument: 'after',
        upsert: options.upsert ?? false,
        ...(options.arrayFilters ? { arrayFilters: options.arrayFilters } : {}),
        ...this.session,
      }),
    );
    return updated ? fromMongoDoc<T>(updated) : null;
  }

  /** Counts matched documents, as the port says, even when an update left one unchanged. */
  async updateMany(filter: Filter, update: Update): Promise<number> {
    assertOperatorUpdate(update);
    const result = await this.guard(this.collection.updateMany(toMongoFilter(filter), update, this.session));
    return result.matchedCount;
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    const result = await this.collection.deleteOne(toMongoFilter(filter), this.session);
    return result.deletedCount > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const result = await this.collection.deleteMany(toMongoFilter(filter), this.session);
    return result.deletedCount;
  }

  async ensureIndex(index: IndexSpec): Promise<void> {
    if (index.fields.length === 0) throw new TypeError('An index needs at least one field');
    if (index.counted && index.countsOnly) return; // MongoDB keeps no counts
    const keys = Object.fromEntries(index.fields.map((f) => [f, 1 as const]));
    await this.guard(
      // A prefix-search field is an array of prefixes: MongoDB's multikey index serves it as it is.
      this.collection.createIndex(keys, { unique: index.unique ?? false, sparse: index.sparse ?? false }),
    );
  }

  /** MongoDB reports unique-index violations as code 11000, alone or inside a bulk write error. */
  private async guard<R>(operation: Promise<R>): Promise<R> {
    try {
      return await operation;
    } catch (error) {
      if (isDuplicateKey(error)) {
        throw new DuplicateKeyError(this.name, `Duplicate key in ${this.name}: ${(error as Error).message}`);
      }
      throw error;
    }
  }
}

function isDuplicateKey(error: unknown): boolean {
  const e = error as { code?: unknown; writeErrors?: Array<{ code?: unknown }> } | null;
  return e?.code === 11000 || (Array.isArray(e?.writeErrors) && e.writeErrors.some((w) => w.code === 11000));
}
