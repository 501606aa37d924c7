// `npm run images:convert [-- --data-dir DIR]`: stores the product photos uploaded before the shop
// resized them as it stores new ones (upright, without metadata, AVIF/WebP/JPEG at each width),
// and gives their products the photos' details. Idempotent: a second run does nothing. See `--help`.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createCatalogService } from '@shop/catalog';
import { createLogger, loadConfig, LocalFileStore, MemoryCache, openDocumentStore } from '../platform/src/index';
import { convertProductImages, type ConversionReport } from './images/convert-product-images';
import { HeldEventBus } from './images/held-event-bus';

const HELP = `Usage: npm run images:convert [-- --data-dir DIR]

Converts the product photos uploaded before photos were resized: every image a product shows
under /uploads/products/ without photo details is turned upright, stripped of its metadata (EXIF,
GPS) and stored again as a JPEG with its AVIF, WebP and JPEG renditions at 320, 640 and 1280 px
(never wider than the photo), under the same name. The product is given the photo's details, and
the .jpg address when the upload was a PNG or WebP (the original file is then removed). GIFs stay
as they are. Products whose photos are converted already are left alone: a second run does nothing.

The catalog is the shop's (DATA_DIR/catalog, or MONGO_URL when set); the uploads are
DATA_DIR/uploads. DATA_DIR comes from --data-dir, else the DATA_DIR variable, else ./data.
Run it while the shop is stopped (or expect shoppers to see the change once the read cache expires).

Options:
  --data-dir DIR  the shop's data directory (overrides DATA_DIR)
  --help          this text`;

/** Converts the photos of the shop whose DATA_DIR (or the environment's) is given. */
export async function convertImages(options: { dataDir?: string } = {}): Promise<ConversionReport> {
  const config = loadConfig({ ...process.env, ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}) });
  const logger = createLogger({ service: 'images-convert', level: 'silent' });
  const documents = await openDocumentStore(config, 'catalog');
  const cache = new MemoryCache();
  const events = new HeldEventBus();
  try {
    const catalog = await createCatalogService({
      documents,
      cache,
      events,
      logger,
      identity: { getUser: () => Promise.reject(new Error('converting photos asks identity for nobody')) },
    });
    try {
      return await convertProductImages({ catalog: catalog.api, files: new LocalFileStore(join(config.DATA_DIR, 'uploads')) });
    } finally {
      await catalog.stop();
    }
  } finally {
    await events.close();
    await cache.close();
    await documents.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const report = await convertImages({ dataDir: values['data-dir'] });
  for (const line of report.lines) console.log(line);
  console.log(
    report.converted === 0 && report.productsUpdated === 0
      ? 'nothing to convert: every uploaded product photo is stored at its widths already'
      : `converted ${report.converted} photos, updated ${report.productsUpdated} products, removed ${report.originalsRemoved} originals`,
  );
  if (report.lines.some((line) => line.startsWith('failed:'))) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
