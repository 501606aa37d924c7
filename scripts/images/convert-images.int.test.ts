import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCatalogService, type ProductView } from '@shop/catalog';
import { IMAGE_FORMATS, renditionUrl } from '@shop/contracts/product-images';
import { createLogger, InProcessEventBus, loadConfig, LocalFileStore, MemoryCache, openDocumentStore } from '../../platform/src/index';
import { largePng, metadataLeft, phonePhoto, progressiveJpeg } from '../../gateway/src/images/testing/test-photos';
import { convertImages } from '../convert-images';

const ADMIN = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** Runs `work` on the catalog stored under `dataDir`, closing it after. */
async function withCatalog<T>(dataDir: string, work: (api: Awaited<ReturnType<typeof createCatalogService>>['api']) => Promise<T>): Promise<T> {
  const logger = createLogger({ service: 'test', level: 'silent' });
  const documents = await openDocumentStore(loadConfig({ ...process.env, DATA_DIR: dataDir }), 'catalog');
  const cache = new MemoryCache();
  const events = new InProcessEventBus({ logger });
  const catalog = await createCatalogService({ documents, cache, events, logger, identity: { getUser: () => Promise.reject(new Error('none')) } });
  try {
    return await work(catalog.api);
  } finally {
    await catalog.stop();
    await events.close();
    await cache.close();
    await documents.close();
  }
}

const uploadsOf = (dataDir: string) => new LocalFileStore(join(dataDir, 'uploads'));
const keyOf = (url: string) => url.slice('/uploads/'.length);

describe('npm run images:convert', () => {
  let dataDir: string;
  const mongoUrl = process.env.MONGO_URL;
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
    if (mongoUrl === undefined) delete process.env.MONGO_URL;
    else process.env.MONGO_URL = mongoUrl;
  });

  it('stores the photos uploaded before as the upload now does, gives products their details, and a second run does nothing', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'convert-images-'));
    // The embedded store under DATA_DIR, whatever this machine's MONGO_URL.
    delete process.env.MONGO_URL;
    const files = uploadsOf(dataDir);
    // As the upload stored them before: the bytes as sent, with their EXIF and GPS position.
    const png = await files.put('products', await largePng(2400, 1800), { contentType: 'image/png', extension: 'png' });
    const phone = await files.put('products', await phonePhoto(1600, 1200), { contentType: 'image/jpeg', extension: 'jpg' });
    const progressive = await files.put('products', await progressiveJpeg(900, 600), { contentType: 'image/jpeg', extension: 'jpg' });
    const [photographed, drawn] = await withCatalog(dataDir, (api) =>
      Promise.all([
        api.createProduct({
          product: {
            name: 'USB-C Dock', brand: 'Anker', description: 'A dock.', price: 85_000, category: 'accessories', stock: { quantity: 4 }, status: 'active',
            images: { primary: `/uploads/${png.key}`, gallery: [`/uploads/${phone.key}`, '/images/products/dock.svg', `/uploads/${progressive.key}`] },
          },
          creator: ADMIN,
        }),
        api.createProduct({
          product: { name: 'Keyboard', brand: 'Keychron', description: 'Keys.', price: 95_000, category: 'keyboards', stock: { quantity: 4 }, status: 'active', images: { primary: '/images/products/keyboard.svg', gallery: [] } },
          creator: ADMIN,
        }),
      ]),
    );

    const first = await convertImages({ dataDir });
    expect(first).toMatchObject({ converted: 3, productsUpdated: 1, originalsRemoved: 1 });
    expect(first.lines.filter((line) => line.startsWith('converted: '))).toHaveLength(3);

    const [product, untouched] = await withCatalog(dataDir, (api) => api.getProducts([photographed!._id, drawn!._id]));
    const primary = `/uploads/${png.key.replace(/\.png$/, '.jpg')}`;
    expect(product!.images).toEqual({ primary, gallery: [`/uploads/${phone.key}`, '/images/products/dock.svg', `/uploads/${progressive.key}`] });
    expect(product!.media).toEqual({
      [primary]: expect.objectContaining({ width: 1280, height: 960, widths: [320, 640, 1280] }),
      [`/uploads/${phone.key}`]: expect.objectContaining({ width: 1200, height: 1600, widths: [320, 640, 1200] }),
      [`/uploads/${progressive.key}`]: expect.objectContaining({ width: 900, height: 600, widths: [320, 640, 900] }),
    });
    expect((untouched as ProductView).updatedAt).toBe(drawn!.updatedAt);
    expect(await files.get(png.key)).toBeNull();
    for (const [url, media] of Object.entries(product!.media)) {
      for (const path of [url, ...media.widths.flatMap((width) => IMAGE_FORMATS.map(({ format }) => renditionUrl(url, width, format)))]) {
        const stored = await files.get(keyOf(path));
        expect(stored, path).not.toBeNull();
        expect(await metadataLeft(stored!.bytes), path).toEqual({ exif: false, gps: false, camera: false });
      }
    }

    const stamps = () => Object.fromEntries(readdirSync(join(dataDir, 'uploads', 'products')).map((name) => [name, statSync(join(dataDir, 'uploads', 'products', name)).mtimeMs]));
    const before = stamps();
    const second = await convertImages({ dataDir });
    expect(second).toEqual({ converted: 0, productsUpdated: 0, originalsRemoved: 0, lines: [] });
    expect(stamps()).toEqual(before);
    const [again] = await withCatalog(dataDir, (api) => api.getProducts([photographed!._id]));
    expect(again!.updatedAt).toBe(product!.updatedAt);
  });
});
