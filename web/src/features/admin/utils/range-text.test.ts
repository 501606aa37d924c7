import { describe, expect, it } from 'vitest';
import { rangeText } from './range-text';

const users = { one: 'user', many: 'users' };

describe('rangeText', () => {
  it('names the rows of the page shown and the total', () => {
    expect(rangeText({ page: 1, limit: 10, total: 73 }, 10, users)).toBe('Showing 1–10 of 73 users');
    expect(rangeText({ page: 8, limit: 10, total: 73 }, 3, users)).toBe('Showing 71–73 of 73 users');
  });

  it('speaks of one in the singular and of none plainly', () => {
    expect(rangeText({ page: 1, limit: 10, total: 1 }, 1, users)).toBe('Showing 1–1 of 1 user');
    expect(rangeText({ page: 1, limit: 10, total: 0 }, 0, users)).toBe('No users');
  });
});
