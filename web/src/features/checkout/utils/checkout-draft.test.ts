import { describe, expect, it } from 'vitest';
import { parseCheckoutDraft } from './checkout-draft';

describe('parseCheckoutDraft', () => {
  it('gives back the contact and address fields, the step, the method and the SMS choice', () => {
    const draft = parseCheckoutDraft(
      JSON.stringify({ values: { firstName: 'Aline', street: 'KG 7 Ave', district: 'Gasabo' }, step: 2, method: 'momo', smsUpdates: false }),
    );
    expect(draft).toEqual({ values: { firstName: 'Aline', street: 'KG 7 Ave', district: 'Gasabo' }, step: 2, method: 'momo', smsUpdates: false });
  });

  it('never gives back card fields, even when something stored them', () => {
    const draft = parseCheckoutDraft(JSON.stringify({ values: { cardNumber: '4242424242424242', cardCvv: '123', email: 'a@b.rw' }, step: 3 }));
    expect(draft?.values).toEqual({ email: 'a@b.rw' });
  });

  it('drops values this form does not write: unknown fields and methods, non-strings, a step out of range', () => {
    const draft = parseCheckoutDraft(JSON.stringify({ values: { phone: 788123456, isAdmin: 'yes', city: 'x'.repeat(5000) }, step: 9, method: 'cash' }));
    expect(draft).toEqual({ values: {}, step: 1, method: null, smsUpdates: true });
  });

  it('reads nothing from a missing or broken entry', () => {
    expect(parseCheckoutDraft(null)).toBeNull();
    expect(parseCheckoutDraft('{not json')).toBeNull();
    expect(parseCheckoutDraft('["values"]')).toBeNull();
  });
});
