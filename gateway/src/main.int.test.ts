import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe('gateway process start-up', () => {
  it('stops with a message naming the variable when the configuration is bad', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', REDIS_URL: 'localhost:6379' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toMatch(/PORT must be a port number/);
    expect(result.stderr).toMatch(/REDIS_URL must be a URL starting with redis:\/\//);
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });
});
