import { describe, expect, it } from 'vitest';
import { validateNewsletterEmail } from './newsletter.validation';

describe('validateNewsletterEmail', () => {
  it('accepts an email address, ignoring surrounding spaces', () => {
    expect(validateNewsletterEmail('dev@example.rw')).toEqual([]);
    expect(validateNewsletterEmail('  dev@example.rw ')).toEqual([]);
  });

  it.each(['', '   ', 'dev.example.rw', 'dev@', '@example.rw', 'dev@example', 'd ev@example.rw', undefined, 42])(
    'rejects %j',
    (email) => {
      expect(validateNewsletterEmail(email)).toEqual([{ path: 'email', message: 'Please enter a valid email address' }]);
    },
  );
});
