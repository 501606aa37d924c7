import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calculateJwkThumbprint } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSigningKey, SIGNING_KEY_FILE } from './signing-key-source';

describe('loadSigningKey', () => {
  let directory: string;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'identity-key-'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('generates a key once, private to its owner, and uses it again on the next start', async () => {
    const keyDirectory = join(directory, 'identity');
    const first = await loadSigningKey({ keyDirectory });
    const again = await loadSigningKey({ keyDirectory });
    expect(again.kid).toBe(first.kid);
    expect(again.publicJwk).toEqual(first.publicJwk);
    const file = join(keyDirectory, SIGNING_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ kty: 'EC', crv: 'P-256', d: expect.any(String), kid: first.kid });
    expect(first.publicJwk).not.toHaveProperty('d');
  });

  it('ends concurrent first starts with a single key', async () => {
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadSigningKey({ keyDirectory: directory })));
    expect(new Set(keys.map((key) => key.kid)).size).toBe(1);
    expect(await readdir(directory)).toEqual([SIGNING_KEY_FILE]);
  });

  it('uses a PEM key from the settings, with escaped newlines too, and writes no file', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const expected = publicKey.export({ format: 'jwk' });
    const key = await loadSigningKey({ privateKey: pem, keyDirectory: directory });
    expect(key.publicJwk).toMatchObject({ x: expected.x, y: expected.y, alg: 'ES256', use: 'sig' });
    expect(key.kid).toBe(await calculateJwkThumbprint({ kty: 'EC', crv: 'P-256', x: expected.x!, y: expected.y! }));
    const escaped = await loadSigningKey({ privateKey: pem.replace(/\n/g, '\\n'), keyDirectory: directory });
    expect(escaped.kid).toBe(key.kid);
    expect(await readdir(directory)).toEqual([]);
  });

  it('uses a private JWK from the settings, keeping its kid', async () => {
    const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
    const key = await loadSigningKey({ privateKey: JSON.stringify({ ...jwk, kid: 'key-2025' }), keyDirectory: directory });
    expect(key.kid).toBe('key-2025');
    expect(key.publicJwk).toMatchObject({ kid: 'key-2025', x: jwk.x, y: jwk.y });
  });

  it('refuses keys that cannot sign ES256, without echoing them', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    await expect(loadSigningKey({ privateKey: rsa, keyDirectory: directory })).rejects.toThrow(
      'JWT_PRIVATE_KEY must be a P-256 (ES256) elliptic-curve private key',
    );
    const garbage = 'not a key at all: secret-material';
    const error = await loadSigningKey({ privateKey: garbage, keyDirectory: directory }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toContain('secret-material');
  });
});
