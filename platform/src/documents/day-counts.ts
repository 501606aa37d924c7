import { shopDay } from '@shop/domain';
import { CollectionRepository } from './collection-repository';
import type { Doc, DocumentCollection, DocumentStore, IndexSpec } from './document-store.port';

/** Documents of a counted kind that fall on one Africa/Kigali day. */
type DayCountDoc = Doc & { day: string; count: number };

const DAY_COUNT_INDEXES: IndexSpec[] = [{ fields: ['day'], unique: true }];
const BATCH = 5000;

/**
 * A dashboard's count per day as a projection: one row per Kigali day, counting documents by one
 * instant of theirs (an account's creation, a subscription's start). The owner moves it inside
 * the transaction of each write that sets or changes that instant, so 30 days are 30 rows to
 * read however many documents there are.
 */
export class DayCounts extends CollectionRepository<DayCountDoc> {
  constructor(private readonly documents: DocumentStore, name: string) {
    super(documents, name, DAY_COUNT_INDEXES);
  }

  /** Counts documents at these instants; call inside the transaction that writes them. */
  async add(instants: readonly string[]): Promise<void> {
    const perDay = new Map<string, number>();
    for (const at of instants) perDay.set(shopDay(at), (perDay.get(shopDay(at)) ?? 0) + 1);
    for (const [day, count] of perDay) await this.collection.updateOne({ day }, { $inc: { count } }, { upsert: true });
  }

  /** Moves one document from the day of its old instant to its new one's; call inside the transaction that writes it. */
  async move(from: string, to: string): Promise<void> {
    if (shopDay(from) === shopDay(to)) return;
    await this.collection.updateOne({ day: shopDay(from) }, { $inc: { count: -1 } });
    await this.add([to]);
  }

  /** The count of each day asked (YYYY-MM-DD), in their order; 0 for a day without a row. */
  async countOn(days: readonly string[]): Promise<number[]> {
    const rows = await this.collection.find({ day: { $in: [...days] } });
    const counts = new Map(rows.map((row) => [row.day, row.count]));
    return days.map((day) => counts.get(day) ?? 0);
  }

  /**
   * Counts `source`'s documents by their `field` once, for a store written before the counts were
   * kept (no row yet while documents exist): its first start reads that field of each, in `_id` order.
   */
  async countOnce<T extends Doc>(source: DocumentCollection<T>, field: keyof T & string): Promise<void> {
    if ((await this.collection.findOne({})) !== null || (await source.findOne({})) === null) return;
    const instants: string[] = [];
    for (let last: string | undefined; ; ) {
      const docs = await source.find(last ? { _id: { $gt: last } } : {}, { sort: { _id: 1 }, limit: BATCH, projection: { [field]: 1 } });
      for (const doc of docs) instants.push(doc[field] as string);
      if (docs.length < BATCH) break;
      last = docs.at(-1)!._id;
    }
    await this.documents.transaction(async () => {
      await this.collection.deleteMany({});
      await this.add(instants);
    });
  }
}
