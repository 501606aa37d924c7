import { CollectionRepository, DuplicateKeyError, type Doc, type DocumentStore } from '@shop/platform';
import type { SubscriberDirectory, SubscriptionChange } from '../../core/ports/subscriber-directory.port';

/**
 * One document per e-mail. `isActive` and `changedAt` (the time of the latest change applied)
 * are absent from documents written before unsubscriptions were projected: those are active and
 * changed at `subscribedAt`.
 */
type SubscriberDoc = Doc & { email: string; subscribedAt?: string; unsubscribedAt?: string; isActive?: boolean; changedAt?: string };

export const SUBSCRIBERS_COLLECTION = 'newsletter_subscribers';

/** The orders service's own copy of who subscribed to the newsletter (fed by newsletter.subscribed and .unsubscribed). */
export class DocumentSubscriberDirectory extends CollectionRepository<SubscriberDoc> implements SubscriberDirectory {
  constructor(documents: DocumentStore) {
    super(documents, SUBSCRIBERS_COLLECTION, [{ fields: ['email'], unique: true }]);
  }

  async isSubscribed(email: string): Promise<boolean> {
    return (await this.collection.count({ email, isActive: { $ne: false } })) > 0;
  }

  async apply(change: SubscriptionChange): Promise<boolean> {
    const { email, active, at } = change;
    const fields = active ? { isActive: true, subscribedAt: at, changedAt: at } : { isActive: false, unsubscribedAt: at, changedAt: at };
    const update = active ? { $set: fields, $unset: { unsubscribedAt: true } } : { $set: fields };
    // Only over an older change; an unsubscription also over one at the same instant.
    const older = active ? { $lt: at } : { $lte: at };
    const olderChange = { email, $or: [{ changedAt: older }, { changedAt: { $exists: false }, subscribedAt: older }] };
    // Each round either applies the change, finds a newer one, or loses an insert race and looks again.
    for (let round = 0; round < 3; round++) {
      if (await this.collection.updateOne(olderChange, update)) return true;
      if (await this.collection.findOne({ email })) return false;
      try {
        await this.collection.insertOne({ email, ...fields });
        return true;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    }
    throw new Error(`Could not record the newsletter change of ${email}: it kept changing`);
  }
}
