import { CollectionRepository, type Doc, type DocumentStore, type IndexSpec } from '@shop/platform';
import { shopDay } from '@shop/domain';

export const SUBSCRIBER_DAYS_COLLECTION = 'subscriber-days';

/** Subscribers whose current subscription started on one Africa/Kigali day. */
type SubscriberDayDoc = Doc & { day: string; subscribers: number };

const SUBSCRIBER_DAYS_INDEXES: IndexSpec[] = [{ fields: ['day'], unique: true }];

/**
 * The dashboard's new subscribers per day, as a projection: one row per Kigali day, counting each
 * subscriber on the day of its current `subscribedAt` (an unsubscription keeps it there; a
 * re-subscription moves it to its new day). Moved in the same transaction as every write of a
 * `subscribedAt` (subscribers are never deleted), so 30 days are 30 rows to read however many
 * subscribers there are.
 */
export class DocumentSubscriberDays extends CollectionRepository<SubscriberDayDoc> {
  constructor(private readonly documents: DocumentStore) {
    super(documents, SUBSCRIBER_DAYS_COLLECTION, SUBSCRIBER_DAYS_INDEXES);
  }

  /** Counts subscriptions started at these instants; call inside the transaction that writes them. */
  async add(subscribedAt: readonly string[]): Promise<void> {
    const perDay = new Map<string, number>();
    for (const at of subscribedAt) perDay.set(shopDay(at), (perDay.get(shopDay(at)) ?? 0) + 1);
    for (const [day, subscribers] of perDay) await this.collection.updateOne({ day }, { $inc: { subscribers } }, { upsert: true });
  }

  /** Moves a subscriber from the day it subscribed on to the day it subscribed again; call inside the transaction that writes it. */
  async move(from: string, to: string): Promise<void> {
    if (shopDay(from) === shopDay(to)) return;
    await this.collection.updateOne({ day: shopDay(from) }, { $inc: { subscribers: -1 } });
    await this.add([to]);
  }

  async countOn(days: readonly string[]): Promise<number[]> {
    const rows = await this.collection.find({ day: { $in: [...days] } });
    const subscribers = new Map(rows.map((row) => [row.day, row.subscribers]));
    return days.map((day) => subscribers.get(day) ?? 0);
  }

  /** Whether any row was ever written (a store whose subscribers predate the projection has none). */
  async hasRows(): Promise<boolean> {
    return (await this.collection.findOne({})) !== null;
  }

  /** Counts every subscriber again from scratch, in one transaction. */
  async replaceFrom(subscribedAt: readonly string[]): Promise<void> {
    await this.documents.transaction(async () => {
      await this.collection.deleteMany({});
      await this.add(subscribedAt);
    });
  }
}
