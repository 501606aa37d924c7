import { DuplicateKeyError, type Doc, type DocumentCollection, type DocumentStore } from '@shop/platform';
import type { SubscriberDirectory } from '../../core/ports/subscriber-directory.port';

type SubscriberDoc = Doc & { email: string; subscribedAt: string };

export const SUBSCRIBERS_COLLECTION = 'newsletter_subscribers';

/** The orders service's own copy of who subscribed to the newsletter (fed by newsletter.subscribed). */
export class DocumentSubscriberDirectory implements SubscriberDirectory {
  private readonly subscribers: DocumentCollection<SubscriberDoc>;

  constructor(documents: DocumentStore) {
    this.subscribers = documents.collection<SubscriberDoc>(SUBSCRIBERS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.subscribers.ensureIndex({ fields: ['email'], unique: true });
  }

  async isSubscribed(email: string): Promise<boolean> {
    return (await this.subscribers.count({ email })) > 0;
  }

  async record(email: string, subscribedAt: string): Promise<void> {
    try {
      await this.subscribers.insertOne({ email, subscribedAt });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}
