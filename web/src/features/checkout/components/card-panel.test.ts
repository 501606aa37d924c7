import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { speak } from '@/lib/i18n/testing/speak';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import type { PaymentMethodInfo } from '../types';
import { CardPanel, formatCardNumber, formatExpiry } from './card-panel';

describe('card input formatting', () => {
  it('groups card numbers by four and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000 0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/2')).toBe('12/2');
    expect(formatExpiry('1')).toBe('1');
  });
});

describe('the card panel chooses where the card is typed', () => {
  beforeAll(() => speak('en'));
  afterAll(() => speak('en'));

  const form = {
    values: { cardName: '', cardNumber: '', cardExpiry: '', cardCvv: '' },
    errors: {},
    setField: () => undefined,
  } as unknown as CheckoutForm;
  const card: PaymentMethodInfo = { id: 'stripe', name: 'Card', instructions: 'Pay with Visa or Mastercard.', enabled: true, testMode: true };
  const render = (info: PaymentMethodInfo) => renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(CardPanel, { form, info })));

  it('keeps today’s card fields where the methods answer carries no publishable key (the simulator, tests)', () => {
    const html = render(card);
    for (const field of ['cardName', 'cardNumber', 'cardExpiry', 'cardCvv']) expect(html).toContain(`name="${field}"`);
    expect(html).toContain('autoComplete="cc-number"');
    expect(html).toContain('Test mode: 4242 4242 4242 4242 is approved');
    expect(html).not.toContain('data-card-form="provider"');
  });

  it('asks for no card field where the provider’s form is offered: the card goes into Stripe’s form after the order is placed', () => {
    const html = render({ ...card, publishableKey: 'pk_test_devshop' });
    expect(html).toContain('data-card-form="provider"');
    expect(html).not.toMatch(/<input/);
    expect(html).toContain('secure form of our payment provider, Stripe');
    expect(html).toContain('4000 0025 0000 3155 asks for 3-D Secure');
    expect(render({ ...card, testMode: false, publishableKey: 'pk_live_devshop' })).not.toContain('Test mode');
  });
});
