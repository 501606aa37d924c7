import { CollectionRepository, DuplicateKeyError, type DocumentStore } from '@shop/platform';
import type { ItemCodeSequence } from '../../core/ports/item-code-sequence.port';

export const COUNTERS_COLLECTION = 'catalog_counters';
const ITEM_CODES = 'fiscal-item-code';

type Counter = { _id: string; key: string; value: number };

/** The item-code numbers as one counter document, moved by an atomic $inc (made by the first call). */
export class DocumentItemCodeSequence extends CollectionRepository<Counter> implements ItemCodeSequence {
  constructor(documents: DocumentStore) {
    super(documents, COUNTERS_COLLECTION, [{ fields: ['key'], unique: true }]);
  }

  async next(): Promise<number> {
    try {
      return await this.increment();
    } catch (error) {
      // Two first calls made the counter at once; the one that lost counts on it now.
      if (error instanceof DuplicateKeyError) return this.increment();
      throw error;
    }
  }

  private async increment(): Promise<number> {
    const counter = await this.collection.updateOne({ key: ITEM_CODES }, { $inc: { value: 1 } }, { upsert: true });
    if (!counter) throw new Error('The item code counter was not written');
    return counter.value;
  }
}
