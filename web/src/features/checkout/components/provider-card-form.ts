import type { Language } from '@shop/domain';
import type { StripeElementLocale } from '@stripe/stripe-js';

/** What a confirmation came to. `incomplete`: the form shows what to fix, and the shopper may go on. */
export type CardFormOutcome =
  | { status: 'confirmed' }
  | { status: 'incomplete'; message?: string }
  | { status: 'declined'; message?: string };

/** Stripe's Payment Element, mounted for one payment. */
export interface ProviderCardForm {
  /** Confirms the payment with the card typed into the form; Stripe shows 3-D Secure itself when the bank asks. */
  confirm(returnUrl: string): Promise<CardFormOutcome>;
  /** Takes the form out of the page. */
  destroy(): void;
}

export interface ProviderCardFormOptions {
  publishableKey: string;
  clientSecret: string;
  /** Where the form's frame goes. */
  target: HTMLElement;
  language: Language;
}

/** Stripe speaks English and French; for Kinyarwanda it follows the browser. */
const LOCALES: Record<Language, StripeElementLocale> = { en: 'en', fr: 'fr', rw: 'auto' };

/** The PaymentIntent's statuses after a confirmation without error: the bank has it, or has paid it. */
const CONFIRMED = ['succeeded', 'processing', 'requires_capture'];

/**
 * Loads Stripe.js (from js.stripe.com, through @stripe/stripe-js, imported only now: nothing of
 * Stripe loads before the card step) and mounts the Payment Element for the payment the shop
 * opened. The card goes from the form to Stripe and never through the shop.
 */
export async function mountProviderCardForm({ publishableKey, clientSecret, target, language }: ProviderCardFormOptions): Promise<ProviderCardForm> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  const elements = stripe.elements({ clientSecret, locale: LOCALES[language] });
  const element = elements.create('payment');
  element.mount(target);
  return {
    async confirm(returnUrl) {
      // A method that must leave the page (a bank's redirect) comes back to returnUrl; a card does not leave.
      const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
      if (result.error) {
        const { type, message } = result.error;
        if (type === 'validation_error') return { status: 'incomplete', message };
        // A card error's message is written for the cardholder (and in their language); others are for developers.
        return type === 'card_error' && message ? { status: 'declined', message } : { status: 'declined' };
      }
      return CONFIRMED.includes(result.paymentIntent.status) ? { status: 'confirmed' } : { status: 'declined' };
    },
    destroy: () => element.destroy(),
  };
}
