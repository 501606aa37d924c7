import { describe, expect, it } from 'vitest';
import { applyExceptions, type LintException } from './lint-exceptions';
import { toPointer, type LintFinding } from './lint-finding';

const finding = (rule: string, path: string[]): LintFinding => ({ linter: 'spectral', rule, pointer: toPointer(path), message: '' });
const exception = (rule: string, where: string[]): LintException => ({ linter: 'spectral', rule, where, reason: 'because' });

describe('lint exceptions', () => {
  const inResponse = finding('string-limit', ['paths', '/api/v1/orders', 'get', 'responses', '200', 'content']);
  const inBody = finding('string-limit', ['paths', '/api/v1/orders', 'post', 'requestBody', 'content']);

  it('excuse findings of their rule where their pattern matches, `*` within a segment and `**` across', () => {
    const { unexcused } = applyExceptions([inResponse, inBody], [exception('string-limit', ['#/paths/~1api~1v1~1ord*/*/responses/**'])]);
    expect(unexcused).toEqual([inBody]);
  });

  it('do not excuse another rule at the same place', () => {
    expect(applyExceptions([inResponse], [exception('array-limit', ['#/paths/**'])]).unexcused).toEqual([inResponse]);
  });

  it('are stale once a pattern of theirs matches nothing', () => {
    const { stale } = applyExceptions([inResponse], [exception('string-limit', ['#/paths/**/responses/**', '#/components/**'])]);
    expect(stale).toEqual(['spectral string-limit #/components/**']);
  });
});
