import { newId } from '@shop/platform';
import { MongoDocumentStore } from '@shop/platform/mongo';
import { deliveryZoneStoreContract } from '../../testing/contract/delivery-zone-store.contract';
import { DocumentDeliveryZoneStore } from './document-delivery-zone-store';

// Needs a MongoDB: set MONGO_URL. Without it the suite is reported skipped, by name.
const url = process.env.MONGO_URL ?? '';

deliveryZoneStoreContract(
  'DocumentDeliveryZoneStore on MongoDB',
  async () => {
    const documents = new MongoDocumentStore({ url, dbName: `zones_contract_${newId()}` });
    const store = new DocumentDeliveryZoneStore(documents);
    await store.ensureIndexes();
    return {
      store,
      reopen: () => new DocumentDeliveryZoneStore(documents),
      close: async () => {
        await documents.dropDatabase();
        await documents.close();
      },
    };
  },
  url ? {} : { skip: 'no MONGO_URL' },
);
