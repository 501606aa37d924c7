import { CollectionRepository, DuplicateKeyError, idFrom, type Doc, type DocumentStore, type IndexSpec } from '@shop/platform';
import type { DeliveryLog, DeliveryRecord, NewDelivery } from '../../core/ports/delivery-log.port';

type DeliveryDoc = Doc & Omit<DeliveryRecord, 'id'> & { key: string };

export const DELIVERIES_COLLECTION = 'email_deliveries';

const DELIVERY_INDEXES: IndexSpec[] = [
  { fields: ['key'], unique: true },
  { fields: ['status', 'nextAttemptAt'] },
  { fields: ['createdAt'] },
];

/** The send log in the documents port; unique per (event id, template, recipient). */
export class DocumentDeliveryLog extends CollectionRepository<DeliveryDoc> implements DeliveryLog {
  constructor(documents: DocumentStore) {
    super(documents, DELIVERIES_COLLECTION, DELIVERY_INDEXES);
  }

  async open(delivery: NewDelivery): Promise<DeliveryRecord | null> {
    try {
      const key = keyOf(delivery);
      return toRecord(await this.collection.insertOne({ _id: idFrom(key), ...withoutUndefined(delivery), key }));
    } catch (error) {
      if (error instanceof DuplicateKeyError) return null;
      throw error;
    }
  }

  async claim(id: string, attempts: number, now: string, leaseUntil: string): Promise<DeliveryRecord | null> {
    const filter = { _id: id, status: 'pending', attempts, nextAttemptAt: { $lte: now } };
    const taken = await this.collection.updateOne(filter, { $set: { nextAttemptAt: leaseUntil } });
    return taken ? toRecord(taken) : null;
  }

  async settle(id: string, outcome: Pick<DeliveryRecord, 'status' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'updatedAt'>): Promise<void> {
    const unset: Record<string, true> = {};
    if (outcome.nextAttemptAt === undefined) unset.nextAttemptAt = true;
    if (outcome.lastError === undefined) unset.lastError = true;
    const update: Record<string, unknown> = { $set: withoutUndefined(outcome) };
    if (Object.keys(unset).length > 0) update.$unset = unset;
    await this.collection.updateOne({ _id: id }, update);
  }

  async due(at: string, limit: number): Promise<DeliveryRecord[]> {
    return (await this.collection.find({ status: 'pending', nextAttemptAt: { $lte: at } }, { sort: { nextAttemptAt: 1 }, limit })).map(toRecord);
  }

  async list(query: { skip: number; limit: number; status?: DeliveryRecord['status'] }): Promise<{ deliveries: DeliveryRecord[]; total: number }> {
    const filter = query.status ? { status: query.status } : {};
    const { items, total } = await this.collection.findPage(filter, { sort: { createdAt: -1 }, skip: query.skip, limit: query.limit, projection: LISTED });
    return { deliveries: items.map(toRecord), total };
  }
}

/** The list does not need the e-mails' bodies. */
const LISTED = { to: 1, template: 1, eventId: 1, subject: 1, status: 1, attempts: 1, lastError: 1, nextAttemptAt: 1, createdAt: 1, updatedAt: 1 } as const;

function keyOf(delivery: Pick<NewDelivery, 'eventId' | 'template' | 'to'>): string {
  return `${delivery.eventId}|${delivery.template}|${delivery.to.toLowerCase()}`;
}

/** The fields that hold a value: a document store keeps no undefined. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

function toRecord(doc: DeliveryDoc): DeliveryRecord {
  const { _id, key: _key, ...fields } = doc;
  return { ...fields, id: _id };
}
