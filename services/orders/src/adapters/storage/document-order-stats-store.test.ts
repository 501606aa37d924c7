import { SqliteDocumentStore } from '@shop/platform';
import { orderStatsStoreContract } from '../../testing/contract/order-stats-store.contract';

orderStatsStoreContract('DocumentOrderStatsStore on the embedded document store', async () => {
  const documents = new SqliteDocumentStore({});
  return { documents, close: () => documents.close() };
});
