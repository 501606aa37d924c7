import { CollectionRepository, DuplicateKeyError, type Doc, type DocumentStore } from '@shop/platform';
import type { SmsOptOuts } from '../../core/ports/sms-opt-outs.port';

type OptOutDoc = Doc & { stoppedAt: string };

export const SMS_OPT_OUTS_COLLECTION = 'sms_opt_outs';

/** The stopped numbers in the documents port, one document per number (its id). */
export class DocumentSmsOptOuts extends CollectionRepository<OptOutDoc> implements SmsOptOuts {
  constructor(documents: DocumentStore) {
    super(documents, SMS_OPT_OUTS_COLLECTION);
  }

  async stop(number: string, at: string): Promise<void> {
    try {
      await this.collection.insertOne({ _id: number, stoppedAt: at });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  async restart(number: string): Promise<void> {
    await this.collection.deleteOne({ _id: number });
  }

  async isStopped(number: string): Promise<boolean> {
    return (await this.collection.findById(number)) !== null;
  }
}
