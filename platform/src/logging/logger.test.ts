import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, plainLoggerOf } from './logger';

function captured() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, destination };
}

describe('the logger', () => {
  it('never writes a password or a token', () => {
    const { lines, destination } = captured();
    createLogger({ service: 'test', destination }).info({ password: 'secret', user: { accessToken: 'abc' } }, 'signed in');
    expect(JSON.stringify(lines)).not.toMatch(/secret|abc/);
  });

  it('gives a plain logger for the access log: same destination, level and service', () => {
    const { lines, destination } = captured();
    const logger = createLogger({ service: 'gateway', level: 'warn', destination });
    const access = plainLoggerOf(logger);
    access.info({ path: '/api/v1/products' }, 'request');
    access.warn({ path: '/api/v1/products', status: 404 }, 'request');
    expect(lines).toEqual([expect.objectContaining({ service: 'gateway', path: '/api/v1/products', status: 404, msg: 'request' })]);
  });
});
