import type { DocumentStore } from '@shop/platform';
import type { CatalogService } from '../app';
import { demoImportItems } from './demo-import';

const MARKER = 'demo-catalogue';

/**
 * Seeds the demo catalogue into a store that has never been seeded, once: an admin who
 * later deletes every product does not get the demo back on the next start.
 */
export async function seedDemoCatalogue(service: CatalogService, documents: DocumentStore, now = new Date()) {
  const markers = documents.collection<{ _id: string; key: string; at: string; imported: number }>('catalog_seed');
  await markers.ensureIndex({ fields: ['key'], unique: true });
  if (await markers.findOne({ key: MARKER })) return { imported: 0 };
  const result = await service.importProducts(demoImportItems(now));
  await markers.updateOne({ key: MARKER }, { $set: { at: now.toISOString(), imported: result.imported } }, { upsert: true });
  return result;
}
