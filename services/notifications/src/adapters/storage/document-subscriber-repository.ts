import type { Language } from '@shop/domain';
import { CollectionRepository, DayCounts, DuplicateKeyError, newId, type Doc, type DocumentStore, type IndexSpec } from '@shop/platform';
import type {
  Activation,
  Deactivation,
  SubscriberRecord,
  SubscriberRepository,
} from '../../core/ports/subscriber-repository.port';

type SubscriberDoc = Doc & Omit<SubscriberRecord, 'id'>;

/** What an activation sets. */
type ActivationFields = Pick<SubscriberRecord, 'isActive' | 'subscribedAt' | 'tokenHash' | 'activationId' | 'announced' | 'language'>;

export const SUBSCRIBERS_COLLECTION = 'newsletter_subscribers';
export const SUBSCRIBER_DAYS_COLLECTION = 'subscriber-days';

const SUBSCRIBER_INDEXES: IndexSpec[] = [
  { fields: ['email'], unique: true },
  { fields: ['tokenHash'], unique: true },
  { fields: ['subscribedAt'] },
  { fields: ['announced'] },
  { fields: ['deactivationAnnounced'] },
  // Active subscribers: counted for the admin, walked by a campaign.
  { fields: ['isActive'] },
];

/** Newsletter subscribers in the documents port; unique by e-mail and by token digest. */
export class DocumentSubscriberRepository extends CollectionRepository<SubscriberDoc> implements SubscriberRepository {
  /**
   * New subscribers per day, written with each `subscribedAt` in one unit of work: a subscriber
   * counts on the day of its current subscription (an unsubscription keeps it there, a
   * re-subscription moves it; subscribers are never deleted).
   */
  private readonly days: DayCounts;

  constructor(private readonly documents: DocumentStore) {
    super(documents, SUBSCRIBERS_COLLECTION, SUBSCRIBER_INDEXES);
    this.days = new DayCounts(documents, SUBSCRIBER_DAYS_COLLECTION);
  }

  /** Also counts the days once for a store whose subscribers were written before they were kept. */
  override async ensureIndexes(): Promise<void> {
    await super.ensureIndexes();
    await this.days.ensureIndexes();
    await this.days.countOnce(this.collection, 'subscribedAt');
  }

  async activate(input: { email: string; tokenHash: string; at: string; language?: Language }): Promise<Activation> {
    const { email, tokenHash, at, language } = input;
    // Each round is one transaction with the day counts: it either changes the record or sees it
    // active; losing a race to a rival (insert, or an unsubscribe in between) only means another round.
    for (let round = 0; round < 5; round++) {
      const activation = { isActive: true, subscribedAt: at, tokenHash, activationId: newId(), announced: false, ...(language ? { language } : {}) };
      try {
        const done = await this.documents.transaction(() => this.activateOnce(email, activation));
        if (done) return done;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    }
    throw new Error(`Could not activate the subscription of ${email}: it kept changing`);
  }

  /** One round of `activate`, with its day counts; null when a rival changed the subscriber in between. */
  private async activateOnce(email: string, activation: ActivationFields): Promise<Activation | null> {
    const existing = await this.collection.findOne({ email });
    if (existing?.isActive) return { subscriber: toRecord(existing), activated: false };
    if (!existing) {
      const inserted = await this.collection.insertOne({ email, createdAt: activation.subscribedAt, ...activation });
      await this.days.add([activation.subscribedAt]);
      return { subscriber: toRecord(inserted), activated: true };
    }
    const renewed = await this.collection.updateOne({ _id: existing._id, isActive: false, subscribedAt: existing.subscribedAt }, {
      $set: activation,
      // A renewal without a language speaks English, whatever the last activation chose.
      $unset: { unsubscribedAt: true, deactivationId: true, deactivationAnnounced: true, ...(activation.language ? {} : { language: true }) },
    });
    if (!renewed) return null;
    await this.days.move(existing.subscribedAt, activation.subscribedAt);
    return { subscriber: toRecord(renewed), activated: true };
  }

  async markAnnounced(id: string, activationId: string): Promise<void> {
    await this.collection.updateOne({ _id: id, activationId }, { $set: { announced: true } });
  }

  async unannounced(limit: number): Promise<SubscriberRecord[]> {
    return (await this.collection.find({ announced: false }, { sort: { subscribedAt: 1 }, limit })).map(toRecord);
  }

  async deactivate(tokenHash: string, at: string): Promise<Deactivation | null> {
    const ended = await this.collection.updateOne(
      { tokenHash, isActive: true },
      { $set: { isActive: false, unsubscribedAt: at, deactivationId: newId(), deactivationAnnounced: false } },
    );
    if (ended) return { subscriber: toRecord(ended), deactivated: true };
    const existing = await this.collection.findOne({ tokenHash });
    return existing ? { subscriber: toRecord(existing), deactivated: false } : null;
  }

  async markDeactivationAnnounced(id: string, deactivationId: string): Promise<void> {
    await this.collection.updateOne({ _id: id, deactivationId }, { $set: { deactivationAnnounced: true } });
  }

  async unannouncedDeactivations(limit: number): Promise<SubscriberRecord[]> {
    return (await this.collection.find({ isActive: false, deactivationAnnounced: false }, { sort: { unsubscribedAt: 1 }, limit })).map(toRecord);
  }

  async findByEmail(email: string): Promise<SubscriberRecord | null> {
    const doc = await this.collection.findOne({ email });
    return doc ? toRecord(doc) : null;
  }

  async findById(id: string): Promise<SubscriberRecord | null> {
    const doc = await this.collection.findById(id);
    return doc ? toRecord(doc) : null;
  }

  async walk(page: { afterId?: string; limit: number; activeOnly?: boolean }): Promise<SubscriberRecord[]> {
    const filter: Record<string, unknown> = {};
    if (page.afterId) filter._id = { $gt: page.afterId };
    if (page.activeOnly) filter.isActive = true;
    return (await this.collection.find(filter, { sort: { _id: 1 }, limit: page.limit })).map(toRecord);
  }

  async list(page: { skip: number; limit: number }): Promise<{ subscribers: SubscriberRecord[]; total: number }> {
    const { items, total } = await this.collection.findPage({}, { sort: { subscribedAt: -1 }, ...page });
    return { subscribers: items.map(toRecord), total };
  }

  countActive(): Promise<number> {
    return this.collection.count({ isActive: true });
  }

  countSubscribedSince(at: string): Promise<number> {
    return this.collection.count({ subscribedAt: { $gte: at } });
  }

  countSubscribedOn(days: string[]): Promise<number[]> {
    return this.days.countOn(days);
  }
}

function toRecord(doc: SubscriberDoc): SubscriberRecord {
  const { _id, ...fields } = doc;
  return { ...fields, id: _id };
}
