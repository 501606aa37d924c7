// DATA_DIR holds the databases, mail, uploads, payment proofs and kept keys: the one-process shop
// keeps it, every folder it makes there and every file it writes there to the user it runs as.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Writable } from 'node:stream';
import { createLogger } from '@shop/platform';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutBody } from '../testing/checkout-body';
import { JPEG, PNG } from '../testing/image-bytes';
import { productBody } from '../testing/product-body';
import { DEMO, startTestShop, type TestShop } from '../testing/test-shop';

/** Every folder and file under `root`, with its permission bits. */
function walk(root: string, dir = root): Array<{ path: string; mode: number; folder: boolean }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const mode = statSync(path).mode & 0o777;
    const here = { path: relative(root, path), mode, folder: entry.isDirectory() };
    return entry.isDirectory() ? [here, ...walk(root, path)] : [here];
  });
}

const octal = (mode: number) => mode.toString(8).padStart(4, '0');

describe('DATA_DIR is its owner’s alone', { timeout: 60_000 }, () => {
  let parent: string;
  let shop: TestShop | undefined;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
    rmSync(parent, { recursive: true, force: true });
  });

  it('creates DATA_DIR and its folders 0700 and writes every file 0600: databases, mail, uploads, payment proofs, keys', async () => {
    parent = mkdtempSync(join(tmpdir(), 'shop-private-'));
    const dataDir = join(parent, 'data');
    shop = await startTestShop({ env: { DATA_DIR: dataDir } });
    const admin = (await shop.login(DEMO.admin.email, DEMO.admin.password)).accessToken;

    const image = new FormData();
    image.set('image', new Blob([JPEG], { type: 'image/jpeg' }), 'dock.jpg');
    expect((await shop.api('/api/v1/admin/uploads', { method: 'POST', token: admin, body: image })).status).toBe(201);
    const product = (await shop.api('/api/v1/admin/products', { method: 'POST', token: admin, json: productBody('Private Dock') })).body.data;
    const shopper = await shop.login(DEMO.shopper.email, DEMO.shopper.password);
    const order = await shop.api('/api/v1/orders', {
      method: 'POST',
      token: shopper.accessToken,
      json: checkoutBody([{ product: product._id, quantity: 1, price: product.price }]),
    });
    expect(order.status).toBe(201);
    const proof = new FormData();
    proof.set('paymentProof', new Blob([PNG], { type: 'image/png' }), 'momo.png');
    proof.set('orderId', order.body.data._id);
    expect((await shop.api(`/api/v1/orders/${order.body.data._id}/payment-proof`, { method: 'POST', token: shopper.accessToken, body: proof })).status).toBe(201);
    expect((await shop.api('/api/v1/newsletter/subscribe', { method: 'POST', json: { email: 'private.dock@example.rw' } })).status).toBe(200);
    await vi.waitFor(() => expect(readdirSync(join(dataDir, 'outbox')).some((name) => name.endsWith('.eml'))).toBe(true), { timeout: 15_000 });

    const tree = walk(dataDir);
    const paths = tree.map((entry) => entry.path);
    for (const expected of [/^catalog\/documents\.sqlite$/, /^orders\/documents\.sqlite-wal$/, /^outbox\/.+\.eml$/, /^uploads\/products\/.+\.jpg$/, /^private\/.+\.png$/, /^identity\/.+/, /^notifications\/unsubscribe-link\.key$/]) {
      expect(paths.some((path) => expected.test(path)), `a file matching ${expected}`).toBe(true);
    }
    expect(octal(statSync(dataDir).mode & 0o777)).toBe('0700');
    const open = tree.filter((entry) => (entry.mode & 0o077) !== 0).map((entry) => `${entry.path} ${octal(entry.mode)}`);
    expect(open).toEqual([]);
  });

  it('tightens a DATA_DIR that others may read at start, and says so', async () => {
    parent = mkdtempSync(join(tmpdir(), 'shop-private-'));
    const dataDir = join(parent, 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    const lines: string[] = [];
    const logger = createLogger({
      service: 'test',
      destination: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    });
    shop = await startTestShop({ env: { DATA_DIR: dataDir }, logger });
    expect(octal(statSync(dataDir).mode & 0o777)).toBe('0700');
    const said = lines.map((line) => JSON.parse(line) as { msg: string; dataDir?: string; was?: string }).filter((line) => line.dataDir === dataDir);
    expect(said).toEqual([expect.objectContaining({ msg: expect.stringMatching(/DATA_DIR .*0700/), was: '0755' })]);
  });
});
