import { DuplicateKeyError, type Doc, type DocumentCollection, type DocumentStore } from '@shop/platform';
import type { DeliveryZone } from '@shop/domain';
import type { DeliveryZoneStore } from '../../core/ports/delivery-zone-store.port';

export const DELIVERY_SETTINGS_COLLECTION = 'delivery_settings';
const ZONES_KEY = 'zones';

type ZonesDoc = Doc & { key: string; zones: DeliveryZone[] };

/** The delivery zone table as one document of the orders store. */
export class DocumentDeliveryZoneStore implements DeliveryZoneStore {
  private readonly collection: DocumentCollection<ZonesDoc>;

  constructor(documents: DocumentStore) {
    this.collection = documents.collection<ZonesDoc>(DELIVERY_SETTINGS_COLLECTION);
  }

  ensureIndexes(): Promise<void> {
    return this.collection.ensureIndex({ fields: ['key'], unique: true });
  }

  async load(): Promise<DeliveryZone[] | undefined> {
    return (await this.collection.findOne({ key: ZONES_KEY }))?.zones;
  }

  async seed(zones: DeliveryZone[]): Promise<boolean> {
    try {
      await this.collection.insertOne({ key: ZONES_KEY, zones });
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  async save(zones: DeliveryZone[]): Promise<void> {
    await this.collection.updateOne({ key: ZONES_KEY }, { $set: { zones } }, { upsert: true });
  }
}
