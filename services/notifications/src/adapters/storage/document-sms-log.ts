import { CollectionRepository, DuplicateKeyError, idFrom, type Doc, type DocumentStore, type IndexSpec } from '@shop/platform';
import type { NewSms, SmsLog, SmsOutcome, SmsRecord, SmsStatus } from '../../core/ports/sms-log.port';
import { withoutUndefined } from './document-delivery-log';

type SmsDoc = Doc & Omit<SmsRecord, 'id'> & { key: string };

export const SMS_COLLECTION = 'sms_messages';

const SMS_INDEXES: IndexSpec[] = [
  { fields: ['key'], unique: true },
  { fields: ['status', 'createdAt'] },
  { fields: ['createdAt'] },
  { fields: ['provider', 'providerMessageId'] },
];

/** A delivery report moves a message only while no report has settled it. */
const UNSETTLED: SmsStatus[] = ['pending', 'sent'];

/** The SMS log in the documents port; unique per (event id, template, number). */
export class DocumentSmsLog extends CollectionRepository<SmsDoc> implements SmsLog {
  constructor(documents: DocumentStore) {
    super(documents, SMS_COLLECTION, SMS_INDEXES);
  }

  async open(sms: NewSms): Promise<SmsRecord | null> {
    try {
      const key = `${sms.eventId}|${sms.template}|${sms.to}`;
      return toRecord(await this.collection.insertOne({ _id: idFrom(key), ...withoutUndefined(sms), key }));
    } catch (error) {
      if (error instanceof DuplicateKeyError) return null;
      throw error;
    }
  }

  async settle(id: string, outcome: SmsOutcome): Promise<void> {
    await this.collection.updateOne({ _id: id }, { $set: withoutUndefined(outcome) });
  }

  async report(provider: string, providerMessageId: string, outcome: Pick<SmsRecord, 'status' | 'lastError' | 'updatedAt'>): Promise<boolean> {
    const message = { provider, providerMessageId };
    const moves = outcome.status !== 'sent';
    if (moves && (await this.collection.updateOne({ ...message, status: { $in: UNSETTLED } }, { $set: withoutUndefined(outcome) }))) return true;
    return (await this.collection.findOne(message)) !== null;
  }

  async list(query: { skip: number; limit: number; status?: SmsStatus }): Promise<{ messages: SmsRecord[]; total: number }> {
    const filter = query.status ? { status: query.status } : {};
    const { items, total } = await this.collection.findPage(filter, { sort: { createdAt: -1 }, skip: query.skip, limit: query.limit });
    return { messages: items.map(toRecord), total };
  }
}

function toRecord(doc: SmsDoc): SmsRecord {
  const { _id, key: _key, ...fields } = doc;
  return { ...fields, id: _id };
}
