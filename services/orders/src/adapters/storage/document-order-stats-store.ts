import { CollectionRepository, type Doc, type DocumentStore, type IndexSpec } from '@shop/platform';
import type { OrderStatsStore } from '../../core/ports/order-stats.port';
import { statsRowOf, type StatsIncrements, type StatsRow } from '../../core/stats/order-stats-figures';

export const ORDER_STATS_COLLECTION = 'order-stats';

type StatsDoc = Doc & StatsRow;

/** One row per key (`all`, or a Kigali day): a read of 31 rows is 31 index entries. */
const ORDER_STATS_INDEXES: IndexSpec[] = [{ fields: ['key'], unique: true }];

/** The dashboard's projection in the documents port (embedded file store or MongoDB). */
export class DocumentOrderStatsStore extends CollectionRepository<StatsDoc> implements OrderStatsStore {
  constructor(private readonly documents: DocumentStore) {
    super(documents, ORDER_STATS_COLLECTION, ORDER_STATS_INDEXES);
  }

  async apply(increments: StatsIncrements): Promise<void> {
    if (increments.size === 0) return;
    await this.documents.transaction(async () => {
      for (const [key, figures] of increments) await this.collection.updateOne({ key }, { $inc: figures }, { upsert: true });
    });
  }

  /** Whether any row was ever written (a store whose orders predate the projection has none). */
  async hasRows(): Promise<boolean> {
    return (await this.collection.findOne({})) !== null;
  }

  async read(keys: string[]): Promise<StatsRow[]> {
    const docs = await this.collection.find({ key: { $in: keys } });
    const byKey = new Map(docs.map((doc) => [doc.key, doc]));
    return keys.map((key) => statsRowOf(key, byKey.get(key)));
  }

  async replaceAll(rows: StatsRow[]): Promise<void> {
    await this.documents.transaction(async () => {
      await this.collection.deleteMany({});
      if (rows.length > 0) await this.collection.insertMany(rows.map((row) => ({ ...row })));
    });
  }
}
