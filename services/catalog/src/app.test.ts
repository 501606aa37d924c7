import { catalogApiContract } from './testing/contract/catalog-api.contract';
import { startTestCatalog } from './testing/catalog-test-kit';

catalogApiContract('in-process on the embedded adapters', async () => {
  const catalog = await startTestCatalog();
  return { api: catalog.api, adminActions: catalog.adminActions, close: catalog.stop };
});
