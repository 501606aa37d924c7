import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_TOKEN_SECRET_FILE, loadServiceTokenSecret } from './service-token-secret';

describe('loadServiceTokenSecret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'service-secret-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('uses SERVICE_TOKEN_SECRET when set, and writes no file', async () => {
    const secret = 'configured-secret-of-at-least-32-characters';
    expect(await loadServiceTokenSecret({ SERVICE_TOKEN_SECRET: secret, DATA_DIR: dataDir })).toBe(secret);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('otherwise generates one secret under DATA_DIR, private to its owner, shared by every process started on it', async () => {
    const secrets = await Promise.all(Array.from({ length: 6 }, () => loadServiceTokenSecret({ DATA_DIR: dataDir })));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(64);
    const file = join(dataDir, SERVICE_TOKEN_SECRET_FILE);
    expect(await readdir(dataDir)).toEqual([SERVICE_TOKEN_SECRET_FILE]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(secrets[0]);
    expect(await loadServiceTokenSecret({ DATA_DIR: dataDir })).toBe(secrets[0]);
  });
});
