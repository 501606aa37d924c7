import { isObjectId } from '@shop/contracts';
import type { DocumentCollection, DocumentStore } from '@shop/platform';
import type { SearchableProducts, SearchableTexts } from '../../core/ports/searchable-products.port';
import type { ProductRecord } from '../../core/product/product';
import { PRODUCTS_COLLECTION } from './document-product-repository';

const BATCH = 1000;
const PROJECTION = { name: 1, brand: 1, category: 1, tags: 1, shortDescription: 1, features: 1 } as const;

/** The searchable texts of active products, read from the products collection a batch at a time. */
export class DocumentSearchableProducts implements SearchableProducts {
  private readonly collection: DocumentCollection<ProductRecord>;

  constructor(documents: DocumentStore) {
    this.collection = documents.collection<ProductRecord>(PRODUCTS_COLLECTION);
  }

  async *allActive(): AsyncIterable<SearchableTexts[]> {
    let after: string | undefined;
    for (;;) {
      const filter = { status: 'active', ...(after ? { _id: { $gt: after } } : {}) };
      const batch = await this.collection.find(filter, { sort: { _id: 1 }, limit: BATCH, projection: PROJECTION });
      if (batch.length === 0) return;
      yield batch;
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1]!._id;
    }
  }

  async active(ids: string[]): Promise<SearchableTexts[]> {
    const valid = ids.filter(isObjectId);
    return valid.length === 0 ? [] : this.collection.find({ _id: { $in: valid }, status: 'active' }, { projection: PROJECTION });
  }
}
