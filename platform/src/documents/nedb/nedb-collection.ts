import { newId } from '../../ids/object-id';
import {
  DuplicateKeyError,
  type Doc,
  type DocumentCollection,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type Page,
  type Update,
} from '../document-store.port';
import { assertOperatorUpdate } from '../operator-update';
import { assertPaging, stableSort } from '../stable-sort';
import { toNedbFilter, toNedbUpsertFilter } from './nedb-filter';
import type { ObjectIdDatastore } from './object-id-datastore';

type NewDoc<T extends Doc> = Omit<T, '_id'> & { _id?: string };

/** Reports each write so the store can compact the datafile now and then. */
export type WriteListener = (writes: number) => void;

/**
 * One nedb datastore per collection. nedb runs every operation through its executor one at a
 * time, so `update` (match + modify) is atomic.
 *
 * nedb copies documents but shares Date objects, and `$set`/`$push` store the caller's objects
 * as they are, so what goes in and what comes out is cloned here: no caller can reach into the store.
 */
export class NedbCollection<T extends Doc> implements DocumentCollection<T> {
  constructor(
    readonly name: string,
    private readonly open: () => Promise<ObjectIdDatastore>,
    private readonly onWrite: WriteListener,
  ) {}

  async insertOne(doc: NewDoc<T>): Promise<T> {
    const [inserted] = await this.insertMany([doc]);
    return inserted as T;
  }

  async insertMany(docs: NewDoc<T>[]): Promise<T[]> {
    if (docs.length === 0) return [];
    const db = await this.open();
    // nedb inserts a batch all or nothing: one duplicate key rejects the whole batch.
    const inserted = await this.guard(db.insertAsync(docs.map((d) => ({ ...structuredClone(d), _id: d._id ?? newId() }))));
    this.onWrite(docs.length);
    return structuredClone(inserted) as unknown as T[];
  }

  findById(id: string): Promise<T | null> {
    return this.findOne({ _id: id });
  }

  async findOne(filter: Filter): Promise<T | null> {
    const db = await this.open();
    const found = (await db.findOneAsync(toNedbFilter(filter))) as T | null;
    return found ? structuredClone(found) : null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    assertPaging(options.skip, options.limit);
    const db = await this.open();
    let cursor = db.findAsync(toNedbFilter(filter), options.projection ?? {}).sort(stableSort(options.sort));
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return structuredClone(await cursor) as unknown as T[];
  }

  async findPage(filter: Filter, options: FindOptions & { skip: number; limit: number }): Promise<Page<T>> {
    const [items, total] = await Promise.all([this.find(filter, options), this.count(filter)]);
    return { items, total };
  }

  async count(filter: Filter): Promise<number> {
    const db = await this.open();
    return (await db.countAsync(toNedbFilter(filter))) as unknown as number;
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<T | null> {
    assertOperatorUpdate(update);
    const db = await this.open();
    const query = options.upsert ? toNedbUpsertFilter(structuredClone(filter)) : toNedbFilter(filter);
    const result = await this.guard(
      db.updateAsync(query, structuredClone(update), {
        multi: false,
        upsert: options.upsert ?? false,
        returnUpdatedDocs: true,
      }),
    );
    if (result.numAffected > 0) this.onWrite(1);
    const updated = result.affectedDocuments as T | null | undefined;
    return updated ? structuredClone(updated) : null;
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    assertOperatorUpdate(update);
    const db = await this.open();
    const { numAffected } = await this.guard(db.updateAsync(toNedbFilter(filter), structuredClone(update), { multi: true }));
    if (numAffected > 0) this.onWrite(numAffected);
    return numAffected;
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    return (await this.remove(filter, false)) > 0;
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.remove(filter, true);
  }

  async ensureIndex(index: IndexSpec): Promise<void> {
    if (index.fields.length === 0) throw new TypeError('An index needs at least one field');
    const db = await this.open();
    const fieldName = index.fields.length === 1 ? (index.fields[0] as string) : index.fields;
    await this.guard(db.ensureIndexAsync({ fieldName, unique: index.unique ?? false, sparse: index.sparse ?? false }));
  }

  private async remove(filter: Filter, multi: boolean): Promise<number> {
    const db = await this.open();
    const removed = await db.removeAsync(toNedbFilter(filter), { multi });
    if (removed > 0) this.onWrite(removed);
    return removed;
  }

  /** nedb marks unique-index violations with `errorType: 'uniqueViolated'`. */
  private async guard<R>(operation: Promise<R>): Promise<R> {
    try {
      return await operation;
    } catch (error) {
      if ((error as { errorType?: unknown } | null)?.errorType === 'uniqueViolated') {
        throw new DuplicateKeyError(this.name, `Duplicate key in ${this.name}: ${(error as Error).message}`);
      }
      throw error;
    }
  }
}
