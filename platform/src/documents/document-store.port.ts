/**
 * The documents port: a small MongoDB-shaped store that both the embedded store (SQLite) and
 * MongoDB implement with the same behaviour.
 *
 * Filters and updates use the subset of MongoDB's query language that both adapters
 * support: equality, $in, $nin, $ne, $gt, $gte, $lt, $lte, $exists, $all,
 * $and, $or, $elemMatch on arrays; updates $set, $unset, $inc, $push, $pull, $addToSet.
 * Callers never pass user text as an operator or a pattern; services build filters.
 * As in MongoDB, `{ field: null }` also matches documents without the field, and `$ne`/`$nin`
 * on an array field mean that no element matches.
 *
 * Every document has `_id`, a 24-hex ObjectId string, in every adapter.
 */

export type Doc = { _id: string } & Record<string, unknown>;

/** A document to insert: `_id` may be given, else the store generates one. */
export type NewDoc<T extends Doc> = Omit<T, '_id'> & { _id?: string };

export type Filter = Record<string, unknown>;
export type Update = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  /** Adapters end every sort on `_id` ascending (and sort by `_id` alone when none is given), so ties and pages are stable. */
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  /** Inclusion projection, e.g. `{ name: 1, price: 1 }`. `_id` is always returned. */
  projection?: Record<string, 1>;
}

export interface IndexSpec {
  /** Field names in order; more than one makes a compound index. */
  fields: string[];
  unique?: boolean;
  /**
   * Skip documents that lack the indexed field. For a compound index both engines skip only
   * documents that lack every indexed field.
   */
  sparse?: boolean;
  /**
   * The field holds every prefix of a document's words (as `prefixesOf` makes them), so equality,
   * `$in`, `$nin` and `$all` on it ask "has a word starting with". MongoDB serves it with an
   * ordinary multikey index; SQLite with a full-text (FTS5) index of the words. One field only.
   */
  prefixSearch?: boolean;
  /**
   * With `prefixSearch`: fields a search also filters on: equality to a string or a boolean, ranges
   * of whole numbers, and `field:sign` for a number every write moves, kept by its sign alone
   * (ranges at 0, as an in-stock filter asks). A store with a separate word index keeps them in it,
   * so such a search is answered, and counted, from that index alone; MongoDB ignores it.
   */
  searchFilters?: string[];
  /**
   * Keep the number of documents per combination of these fields' values, so a count whose
   * filter is equalities on some or all of them (or empty: every document) is answered at once,
   * however many documents match (a listing's total). A store without such counts ignores it;
   * the index is made as well.
   */
  counted?: boolean;
  /**
   * With `counted`: keep the counts only, with no index of their own (a store without counts
   * makes nothing). For fields another index already leads with, where a second, shorter index
   * could only tempt a planner to read every match and sort them.
   */
  countsOnly?: boolean;
}

export interface UpdateOptions {
  upsert?: boolean;
  arrayFilters?: Filter[];
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface DocumentCollection<T extends Doc> {
  /** Inserts and returns the stored document; `_id` is generated when absent. Duplicate unique keys throw DuplicateKeyError. */
  insertOne(doc: NewDoc<T>): Promise<T>;
  /** On DuplicateKeyError SQLite inserts none of the batch; MongoDB keeps the documents before the failing one. */
  insertMany(docs: Array<NewDoc<T>>): Promise<T[]>;
  findById(id: string): Promise<T | null>;
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  /** find + count of the same filter, for paginated listings. */
  findPage(filter: Filter, options: FindOptions & { skip: number; limit: number }): Promise<Page<T>>;
  count(filter: Filter): Promise<number>;
  /**
   * Atomic conditional update: matches one document and modifies it in one step.
   * Returns the document after the update, or null when nothing matched.
   * With `upsert`, inserts from the filter's equality fields and the update when nothing matches
   * (rely on top-level `field: value` pairs; operator conditions are left out, as in MongoDB).
   * Updates are operator documents ($set, $unset, $inc, $push, $pull, $addToSet); anything else is a TypeError.
   * `arrayFilters` name the array elements a path `items.$[x].field` changes, as in MongoDB
   * (`[{ 'x._id': id }]`), so one element of an array moves in the same atomic step as the rest.
   */
  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<T | null>;
  /** Returns how many documents matched and were updated (MongoDB's matchedCount). */
  updateMany(filter: Filter, update: Update): Promise<number>;
  /** Returns true when a document was deleted. */
  deleteOne(filter: Filter): Promise<boolean>;
  deleteMany(filter: Filter): Promise<number>;
  ensureIndex(index: IndexSpec): Promise<void>;
}

export interface DocumentStore {
  collection<T extends Doc>(name: string): DocumentCollection<T>;
  /**
   * A unit of work over documents of this store: every write `work` makes through the store's
   * collections (in its async context) commits together, or none does when it throws; the error
   * is rethrown. Other work does not see its writes before it commits. A transaction started
   * inside `work` joins it. MongoDB needs a replica set for this, as every production one is.
   * `work` may run again when MongoDB reports a transient conflict: keep it free of side effects
   * outside the store.
   */
  transaction<R>(work: () => Promise<R>): Promise<R>;
  /** Cheap round trip used by readiness checks; throws when the store cannot answer. */
  ping(): Promise<void>;
  /**
   * True when only this process works on the store (the embedded files of one service, which
   * one process opens): whatever a process left half done before this one started is a dead
   * process's. MongoDB, shared by replicas, leaves it unset.
   */
  readonly exclusive?: boolean;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  constructor(readonly collection: string, message = `Duplicate key in ${collection}`) {
    super(message);
    this.name = 'DuplicateKeyError';
  }
}
