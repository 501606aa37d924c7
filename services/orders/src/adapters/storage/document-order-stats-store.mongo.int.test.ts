import { newId } from '@shop/platform';
import { MongoDocumentStore } from '@shop/platform/mongo';
import { orderStatsStoreContract } from '../../testing/contract/order-stats-store.contract';

// Needs a MongoDB (a replica set, for transactions): set MONGO_URL. Without it the suite is reported skipped, by name.
const url = process.env.MONGO_URL ?? '';

orderStatsStoreContract(
  'DocumentOrderStatsStore on MongoDB',
  async () => {
    const documents = new MongoDocumentStore({ url, dbName: `order_stats_contract_${newId()}` });
    return {
      documents,
      close: async () => {
        await documents.dropDatabase();
        await documents.close();
      },
    };
  },
  url ? {} : { skip: 'no MONGO_URL' },
);
