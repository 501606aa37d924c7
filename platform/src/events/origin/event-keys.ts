// Where the keys come from: EVENT_SIGNING_KEY and EVENT_PUBLIC_KEYS when set (processes on
// separate machines, each with its own DATA_DIR); otherwise each producer keeps its key in
// DATA_DIR/event-keys/<service>.key (0600) and its public key beside it in <service>.pub, where
// the processes sharing that DATA_DIR read it (`npm run start:distributed`, the tests).
import type { KeyObject } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EVENT_PRODUCERS } from '@shop/contracts';
import type { Config } from '../../config/config.schema';
import { keptSecretFile } from '../../auth/kept-secret-file';
import { PRIVATE_FILE_MODE } from '../../files/private-files';
import { eventSigner, type EventSigner, type PublicKeyOf } from './event-origin';
import { generateSigningKey, publicKeyFrom, publicKeyText, signingKeyFrom } from './event-signature';

type KeySettings = Pick<Config, 'EVENT_SIGNING_KEY' | 'EVENT_PUBLIC_KEYS' | 'DATA_DIR'>;

const keysFolder = (config: KeySettings) => join(config.DATA_DIR, 'event-keys');

/**
 * The signer for the producers this process runs (services that own no event type are left
 * out). EVENT_SIGNING_KEY is one process's key, so it serves a process with one producer only.
 */
export async function loadEventSigner(config: KeySettings, services: readonly string[]): Promise<EventSigner> {
  const producers = services.filter((name) => (EVENT_PRODUCERS as readonly string[]).includes(name));
  if (config.EVENT_SIGNING_KEY && producers.length > 1) {
    throw new Error(`EVENT_SIGNING_KEY is one service's key, but this process runs ${producers.join(', ')}; run each as its own process, or leave it unset`);
  }
  const keys = new Map<string, KeyObject>();
  for (const producer of producers) {
    const key = config.EVENT_SIGNING_KEY ? signingKeyFrom(config.EVENT_SIGNING_KEY) : await keptSigningKey(config, producer);
    // Caught at start, not as every consumer refusing this process's events.
    const expected = config.EVENT_PUBLIC_KEYS?.[producer];
    if (expected && publicKeyText(key) !== expected) {
      const source = config.EVENT_SIGNING_KEY ? 'EVENT_SIGNING_KEY' : `the key kept in ${join(keysFolder(config), `${producer}.key`)}`;
      throw new Error(`${source} is not the key whose public half EVENT_PUBLIC_KEYS gives for ${producer}`);
    }
    keys.set(producer, key);
  }
  return eventSigner(keys);
}

async function keptSigningKey(config: KeySettings, producer: string): Promise<KeyObject> {
  const signingKey = signingKeyFrom(await keptSecretFile(join(keysFolder(config), `${producer}.key`), generateSigningKey));
  await writeFile(join(keysFolder(config), `${producer}.pub`), `${publicKeyText(signingKey)}\n`, { mode: PRIVATE_FILE_MODE });
  return signingKey;
}

export function eventPublicKeys(config: KeySettings): PublicKeyOf {
  if (config.EVENT_PUBLIC_KEYS) {
    const keys = new Map(Object.entries(config.EVENT_PUBLIC_KEYS).map(([name, text]) => [name, publicKeyFrom(text)]));
    return async (producer) => keys.get(producer);
  }
  // A producer that has not started yet has written no key: looked for again next time.
  const found = new Map<string, KeyObject>();
  return async (producer) => {
    const known = found.get(producer);
    if (known) return known;
    const text = await readFile(join(keysFolder(config), `${producer}.pub`), 'utf8').catch(() => undefined);
    if (!text) return undefined;
    const key = publicKeyFrom(text);
    found.set(producer, key);
    return key;
  };
}
