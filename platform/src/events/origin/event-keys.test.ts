import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eventPublicKeys, loadEventSigner } from './event-keys';
import { originCheck } from './event-origin';
import { generateSigningKey, publicKeyText, signingKeyFrom } from './event-signature';

const content = Buffer.from('{"id":"x"}');
const folders: string[] = [];
function dataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'event-keys-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('event keys', () => {
  it('keeps a key per producer in DATA_DIR, where processes sharing it find the public halves', async () => {
    const DATA_DIR = dataDir();
    const signer = await loadEventSigner({ DATA_DIR }, ['orders', 'identity']);
    expect(statSync(join(DATA_DIR, 'event-keys', 'orders.key')).mode & 0o777).toBe(0o600);
    const signed = signer.sign('order.placed', content)!;
    expect(await originCheck(eventPublicKeys({ DATA_DIR }))('order.placed', signed, content)).toBeUndefined();
    // identity owns no event type: nothing to sign with, no key kept.
    expect(() => statSync(join(DATA_DIR, 'event-keys', 'identity.key'))).toThrow();
    // The same key on the next start: consumers that cached the public half still agree.
    const again = (await loadEventSigner({ DATA_DIR }, ['orders'])).sign('order.placed', content)!;
    expect(await originCheck(eventPublicKeys({ DATA_DIR }))('order.placed', again, content)).toBeUndefined();
  });

  it('finds a producer that starts after the consumer first looked', async () => {
    const DATA_DIR = dataDir();
    const check = originCheck(eventPublicKeys({ DATA_DIR }));
    expect(await check('payment.settled', { producer: 'payments', signature: 'x' }, content)).toBe('no public key is known for payments');
    const signed = (await loadEventSigner({ DATA_DIR }, ['payments'])).sign('payment.settled', content)!;
    expect(await check('payment.settled', signed, content)).toBeUndefined();
  });

  it('signs with EVENT_SIGNING_KEY, refuses one that EVENT_PUBLIC_KEYS does not name, and one key for several producers', async () => {
    const DATA_DIR = dataDir();
    const EVENT_SIGNING_KEY = generateSigningKey();
    const mine = publicKeyText(signingKeyFrom(EVENT_SIGNING_KEY));
    const other = publicKeyText(signingKeyFrom(generateSigningKey()));
    const EVENT_PUBLIC_KEYS = { catalog: other, orders: other, payments: mine, notifications: other };
    const signer = await loadEventSigner({ DATA_DIR, EVENT_SIGNING_KEY, EVENT_PUBLIC_KEYS }, ['payments']);
    const signed = signer.sign('payment.settled', content)!;
    expect(await originCheck(eventPublicKeys({ DATA_DIR, EVENT_PUBLIC_KEYS }))('payment.settled', signed, content)).toBeUndefined();
    await expect(loadEventSigner({ DATA_DIR, EVENT_SIGNING_KEY, EVENT_PUBLIC_KEYS }, ['orders'])).rejects.toThrow(
      'EVENT_SIGNING_KEY is not the key whose public half EVENT_PUBLIC_KEYS gives for orders',
    );
    await expect(loadEventSigner({ DATA_DIR, EVENT_SIGNING_KEY }, ['orders', 'payments'])).rejects.toThrow(/EVENT_SIGNING_KEY is one service's key/);
  });
});
