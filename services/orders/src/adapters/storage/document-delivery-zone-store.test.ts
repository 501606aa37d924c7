import { SqliteDocumentStore } from '@shop/platform';
import { deliveryZoneStoreContract } from '../../testing/contract/delivery-zone-store.contract';
import { DocumentDeliveryZoneStore } from './document-delivery-zone-store';

deliveryZoneStoreContract('DocumentDeliveryZoneStore on the embedded document store', async () => {
  const documents = new SqliteDocumentStore({});
  const store = new DocumentDeliveryZoneStore(documents);
  await store.ensureIndexes();
  return { store, reopen: () => new DocumentDeliveryZoneStore(documents), close: async () => documents.close() };
});
