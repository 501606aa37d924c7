import { describe, expect, it } from 'vitest';
import { validateBulkEmail } from './bulk-email.validation';

const message = 'Please provide both subject and content for the email';

describe('validateBulkEmail', () => {
  it('accepts a subject and content', () => {
    expect(validateBulkEmail({ subject: 'New arrivals', content: '<p>Hello</p>' })).toEqual([]);
  });

  it('reports each blank field with the same sentence', () => {
    expect(validateBulkEmail({ subject: '  ', content: '<p>Hello</p>' })).toEqual([{ path: 'subject', message }]);
    expect(validateBulkEmail({ subject: 'Hi', content: '' })).toEqual([{ path: 'content', message }]);
    expect(validateBulkEmail({})).toEqual([
      { path: 'subject', message },
      { path: 'content', message },
    ]);
  });
});
