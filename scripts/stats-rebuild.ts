// `npm run stats:rebuild [-- --data-dir DIR]`: recomputes the dashboard's projection (the orders
// service's `order-stats` rows) from the orders, in DATA_DIR or MONGO_URL. Run it while the shop is stopped.
import { parseArgs } from 'node:util';
import { loadConfig, openDocumentStore } from '../platform/src/index';
import { rebuildOrderStats } from '@shop/orders';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, help: { type: 'boolean' } } });
if (values.help) {
  console.log('Usage: npm run stats:rebuild [-- --data-dir DIR]\n\nRecounts the dashboard figures (orders, revenue, per status and payment method, per Kigali day) from the orders.');
} else {
  const config = loadConfig({ ...process.env, ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}) });
  const documents = await openDocumentStore(config, 'orders');
  try {
    const started = performance.now();
    const result = await rebuildOrderStats(documents);
    console.log(`recounted the orders into ${result.rows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await documents.close();
  }
}
