import { CollectionRepository, DuplicateKeyError, type Doc, type DocumentStore } from '@shop/platform';
import type { IdempotencyRecord, IdempotencyStore } from '../../core/ports/idempotency-store.port';

type KeyDoc = Doc & IdempotencyRecord;

export const IDEMPOTENCY_COLLECTION = 'idempotency_keys';

/** Idempotency keys, unique per user: the insert is the claim. */
export class DocumentIdempotencyStore extends CollectionRepository<KeyDoc> implements IdempotencyStore {
  constructor(documents: DocumentStore) {
    super(documents, IDEMPOTENCY_COLLECTION, [{ fields: ['userId', 'key'], unique: true }]);
  }

  async claim(record: IdempotencyRecord): Promise<{ claimed: true } | { claimed: false; existing: IdempotencyRecord | null }> {
    try {
      await this.collection.insertOne({ ...record });
      return { claimed: true };
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      return { claimed: false, existing: await this.find(record.userId, record.key) };
    }
  }

  async find(userId: string, key: string): Promise<IdempotencyRecord | null> {
    const doc = await this.collection.findOne({ userId, key });
    if (!doc) return null;
    const { _id: _ignored, ...record } = doc;
    return record;
  }

  async complete(userId: string, key: string, claimedAt: string, orderId: string): Promise<void> {
    await this.collection.updateOne({ userId, key, state: 'processing', claimedAt }, { $set: { state: 'done', orderId } });
  }

  async abandon(userId: string, key: string, claimedAt: string): Promise<void> {
    await this.collection.deleteOne({ userId, key, state: 'processing', claimedAt });
  }

  async takeOver(userId: string, key: string, staleBefore: string, claimedAt: string): Promise<boolean> {
    const taken = await this.collection.updateOne({ userId, key, state: 'processing', claimedAt: { $lt: staleBefore } }, { $set: { claimedAt } });
    return taken !== null;
  }
}
