import { CollectionRepository, type Doc, type DocumentStore, type IndexSpec } from '@shop/platform';
import { shopDay } from '@shop/domain';

export const USER_DAYS_COLLECTION = 'user-days';

/** Accounts created on one Africa/Kigali day. */
type UserDayDoc = Doc & { day: string; users: number };

const USER_DAYS_INDEXES: IndexSpec[] = [{ fields: ['day'], unique: true }];

/**
 * The dashboard's new users per day, as a projection: one row per Kigali day, moved in the same
 * transaction as each account written (accounts are never deleted, and keep their creation date),
 * so 30 days are 30 rows to read however many accounts there are.
 */
export class DocumentUserDays extends CollectionRepository<UserDayDoc> {
  constructor(private readonly documents: DocumentStore) {
    super(documents, USER_DAYS_COLLECTION, USER_DAYS_INDEXES);
  }

  /** Counts accounts created at these instants; call inside the transaction that writes them. */
  async add(createdAt: readonly string[]): Promise<void> {
    const perDay = new Map<string, number>();
    for (const at of createdAt) perDay.set(shopDay(at), (perDay.get(shopDay(at)) ?? 0) + 1);
    for (const [day, users] of perDay) await this.collection.updateOne({ day }, { $inc: { users } }, { upsert: true });
  }

  async countOn(days: readonly string[]): Promise<number[]> {
    const rows = await this.collection.find({ day: { $in: [...days] } });
    const users = new Map(rows.map((row) => [row.day, row.users]));
    return days.map((day) => users.get(day) ?? 0);
  }

  /** Whether any row was ever written (a store whose accounts predate the projection has none). */
  async hasRows(): Promise<boolean> {
    return (await this.collection.findOne({})) !== null;
  }

  /** Counts every account again from scratch, in one transaction. */
  async replaceFrom(createdAt: readonly string[]): Promise<void> {
    await this.documents.transaction(async () => {
      await this.collection.deleteMany({});
      await this.add(createdAt);
    });
  }
}
