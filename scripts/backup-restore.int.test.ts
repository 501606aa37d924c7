// Backup and restore of the embedded shop: `npm run backup` is taken while shoppers keep placing
// orders; the backup is restored into a fresh DATA_DIR and a shop started on it has every order
// acknowledged before the backup began, the registered user and the new product, and still works
// (sign in, place an order). A restore refuses a non-empty DATA_DIR and a backup whose files no
// longer match their checksums.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgedFrom, placeOrder, randomOrder, type Acknowledged, type Product, type Shopper } from './testing/kill/checkout-load';
import { deliveriesDrained } from './testing/kill/deliveries-drained';
import { readShopFiles, receiptsOncePerOrder, stockAddsUp } from './testing/kill/invariants';
import { call, NoAnswerError } from './testing/kill/shop-api';
import { killEveryShop, ShopProcess } from './testing/kill/shop-process';
import { freePort, waitFor } from './testing/free-port';
import { seededRandom } from './seeded-random';
import { productBody } from '../gateway/src/testing/product-body';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const IN_FLIGHT = 8;

/** Runs `scripts/<script>.ts` as `npm run` would: its exit code and output. */
function runScript(script: 'backup' | 'restore', args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: ROOT }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** The permission bits of `path`, or undefined when it went away meanwhile (a running shop renames its temporary files). */
function modeOf(path: string): number | undefined {
  const stats = statSync(path, { throwIfNoEntry: false });
  return stats && stats.mode & 0o777;
}

/** `dir` and everything under it that the group or others may read or enter, with its mode. */
function openToOthers(dir: string, root = dir): string[] {
  const here = modeOf(dir);
  const ownOnly = here === undefined || (here & 0o077) === 0 ? [] : [`${relative(root, dir) || '.'} ${here.toString(8)}`];
  return readdirSync(dir, { withFileTypes: true }).reduce((open, entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return [...open, ...openToOthers(path, root)];
    const mode = modeOf(path);
    return mode === undefined || (mode & 0o077) === 0 ? open : [...open, `${relative(root, path)} ${mode.toString(8)}`];
  }, ownOnly);
}

describe('backup under order load, restore into a fresh DATA_DIR', () => {
  const work = mkdtempSync(join(tmpdir(), 'shop-backup-test-'));
  const dataDir = join(work, 'data');
  const restoredDir = join(work, 'restored');
  const random = seededRandom(20_261_124);
  const report: string[] = [];
  const acknowledged: Acknowledged[] = [];
  let beforeBackup: Acknowledged[] = [];
  let backupFolder = '';
  let product: Product;
  const newUser = { email: 'backup.test@devshop.rw', password: 'backup-test-password' };
  let restored: ShopProcess;

  const api = (shop: ShopProcess, path: string, options: Parameters<typeof call>[3] = {}) => call(shop.url, shop.agent, path, options);
  const login = async (shop: ShopProcess, email: string, password: string) => {
    const answer = await api(shop, '/api/v1/auth/login', { method: 'POST', body: { email, password } });
    if (answer.status !== 200) throw new Error(`login of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data as { accessToken: string; user: { id: string } };
  };

  beforeAll(async () => {
    const shop = await ShopProcess.start({ dataDir, port: await freePort(), env: { DEMO_CATALOGUE: 'off' } });
    const admin = await login(shop, 'admin@devshop.rw', 'demo-admin');
    const created = await api(shop, '/api/v1/admin/products', {
      method: 'POST',
      token: admin.accessToken,
      body: productBody('Backup Test Dock', { quantity: 5_000, category: 'accessories', brand: 'Backup Test' }),
    });
    if (created.status !== 201) throw new Error(`creating the product: ${created.status} ${JSON.stringify(created.body)}`);
    product = { id: created.body.data._id, name: 'Backup Test Dock', price: 45_000, initialStock: 5_000 };
    const registered = await api(shop, '/api/v1/auth/register', {
      method: 'POST',
      body: { ...newUser, firstName: 'Backup', lastName: 'Tester' },
    });
    if (registered.status !== 201) throw new Error(`registering: ${registered.status} ${JSON.stringify(registered.body)}`);
    const demo = await login(shop, 'shopper@devshop.rw', 'demo-shopper');
    const shoppers: Shopper[] = [
      { email: 'shopper@devshop.rw', userId: demo.user.id, token: demo.accessToken },
      { email: newUser.email, userId: registered.body.data.user.id, token: registered.body.data.accessToken },
    ];

    let stopped = false;
    const worker = async () => {
      while (!stopped) {
        const request = randomOrder(shoppers, [product], random);
        try {
          const ack = acknowledgedFrom(await placeOrder(shop, request), request, 1);
          if (ack) acknowledged.push(ack);
        } catch (error) {
          if (!(error instanceof NoAnswerError)) throw error;
        }
      }
    };
    const load = Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await waitFor(async () => (acknowledged.length >= 30 ? true : undefined), 30_000, '30 orders before the backup');
    beforeBackup = [...acknowledged];
    const started = Date.now();
    const backup = await runScript('backup', ['--data-dir', dataDir, '--out', join(work, 'backups')]);
    const duringBackup = acknowledged.length - beforeBackup.length;
    stopped = true;
    await load;
    expect(backup.code, backup.stderr).toBe(0);
    backupFolder = join(work, 'backups', readdirSync(join(work, 'backups'))[0]!);
    report.push(
      `backup took ${Date.now() - started} ms under load: ${beforeBackup.length} orders acknowledged before it began, ` +
        `${duringBackup} while it ran, ${acknowledged.length} in all`,
    );
    expect(await shop.stop()).toBe(0);

    const restore = await runScript('restore', [backupFolder, '--data-dir', restoredDir]);
    expect(restore.code, restore.stderr).toBe(0);
    restored = await ShopProcess.start({ dataDir: restoredDir, port: await freePort(), env: { DEMO_CATALOGUE: 'off' } });
  }, 120_000);

  afterAll(async () => {
    await restored?.stop();
    killEveryShop();
    process.stdout.write(`${report.join('\n')}\n`);
    rmSync(work, { recursive: true, force: true });
  });

  it('writes a manifest with every database, the signing key, sizes and sha256 sums', () => {
    const manifest = JSON.parse(readFileSync(join(backupFolder, 'manifest.json'), 'utf8')) as {
      files: Array<{ path: string; size: number; sha256: string }>;
      databases: Array<{ path: string; tables: string[] }>;
      app: { version: string };
    };
    expect(manifest.databases.map((d) => d.path).sort()).toEqual(
      ['catalog', 'identity', 'notifications', 'orders', 'payments'].map((service) => `${service}/documents.sqlite`),
    );
    expect(manifest.files.map((f) => f.path)).toContain('identity/jwt-signing-key.json');
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256) && f.size >= 0)).toBe(true);
    expect(manifest.app.version).toMatch(/\d+\.\d+\.\d+/);
  });

  it('keeps the shop’s DATA_DIR, the backup and the restored DATA_DIR to their owner: folders 0700, files 0600', () => {
    expect(openToOthers(dataDir)).toEqual([]);
    expect(openToOthers(backupFolder)).toEqual([]);
    expect(openToOthers(restoredDir)).toEqual([]);
  });

  it('restores every order acknowledged before the backup began, as its owner reads it', async () => {
    const tokens = new Map<string, string>();
    for (const [email, password] of [['shopper@devshop.rw', 'demo-shopper'], [newUser.email, newUser.password]] as const) {
      tokens.set(email, (await login(restored, email, password)).accessToken);
    }
    const missing: string[] = [];
    for (const ack of beforeBackup) {
      const answer = await api(restored, `/api/v1/orders/${ack.orderId}`, { token: tokens.get(ack.request.shopper.email) });
      if (answer.status !== 200 || answer.body.data.orderNumber !== ack.orderNumber || answer.body.data.total !== ack.total) {
        missing.push(`${ack.orderNumber}: ${answer.status} ${JSON.stringify(answer.body?.data?.orderNumber)}`);
      }
    }
    expect(missing).toEqual([]);
    const { violations, summary } = stockAddsUp(readShopFiles(restoredDir), [product]);
    report.push(`restored stock: ${JSON.stringify(summary)}`);
    expect(violations).toEqual([]);
  });

  it('e-mails one receipt for every order the restored shop holds, those placed while the backup ran included', async () => {
    expect(await deliveriesDrained(restoredDir, Date.now() + 40_000)).toBe(true);
    const { violations, summary } = receiptsOncePerOrder(readShopFiles(restoredDir));
    report.push(`restored receipts: ${summary.orderPlacedEntries} order.placed, ${summary.receipts} receipts, ${summary.lost} lost, ${summary.doubled} doubled`);
    expect(violations).toEqual([]);
  }, 60_000);

  it('restores the registered user and the new product, and the shop works: sign in, place an order', async () => {
    const user = await login(restored, newUser.email, newUser.password);
    expect((await api(restored, `/api/v1/products/${product.id}`)).status).toBe(200);
    const shopper = { email: newUser.email, userId: user.user.id, token: user.accessToken };
    const answer = await placeOrder(restored, randomOrder([shopper], [product], random));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('refuses to restore into a DATA_DIR that is not empty, and leaves it alone', async () => {
    const before = readdirSync(restoredDir).sort();
    const result = await runScript('restore', [backupFolder, '--data-dir', restoredDir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/is not empty/);
    expect(readdirSync(restoredDir).sort()).toEqual(before);
  });

  it('refuses a backup whose database no longer matches its checksum, and writes nothing', async () => {
    const corrupted = join(work, 'corrupted');
    cpSync(backupFolder, corrupted, { recursive: true });
    const file = join(corrupted, 'orders', 'documents.sqlite');
    const bytes = readFileSync(file);
    bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0xff;
    writeFileSync(file, bytes);
    const target = join(work, 'from-corrupted');
    const result = await runScript('restore', [corrupted, '--data-dir', target]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/orders\/documents\.sqlite: sha256 [0-9a-f]{64}/);
    expect(existsSync(target)).toBe(false);
  });
});
