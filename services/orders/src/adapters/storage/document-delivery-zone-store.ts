import { DocumentSetting, type DocumentStore } from '@shop/platform';
import type { DeliveryZone } from '@shop/domain';
import type { DeliveryZoneStore } from '../../core/ports/delivery-zone-store.port';

export const DELIVERY_SETTINGS_COLLECTION = 'delivery_settings';

/** The delivery zone table as one document of the orders store. */
export class DocumentDeliveryZoneStore extends DocumentSetting<DeliveryZone[]> implements DeliveryZoneStore {
  constructor(documents: DocumentStore) {
    super(documents, DELIVERY_SETTINGS_COLLECTION, 'zones');
  }
}
