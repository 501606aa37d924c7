import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { mayPassOnRetry } from './use-query';
import { speak } from './i18n/testing/speak';


beforeAll(() => speak('en'));

describe('which failures a screen tries again', () => {
  it('tries again when no answer came, or the server was busy or failing', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) expect(mayPassOnRetry(new ApiError('x', status)), String(status)).toBe(true);
    expect(mayPassOnRetry(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('takes a refusal as the answer', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422]) expect(mayPassOnRetry(new ApiError('x', status)), String(status)).toBe(false);
  });
});
