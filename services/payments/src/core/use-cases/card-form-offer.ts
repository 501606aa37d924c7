import type { PaymentMethods } from '../../api/payments-api';

/**
 * The card method as checkout offers it: with the provider's form (its publishable key) where
 * that form is set up. A provider that moves real money takes no card typed into the shop's own
 * form, so without its form the card is not offered at all.
 */
export function withCardForm(methods: PaymentMethods, card: { publishableKey?: string; cardFieldsTaken: boolean }): PaymentMethods {
  const { stripe, ...others } = methods;
  if (!stripe) return methods;
  if (card.publishableKey) return { ...methods, stripe: { ...stripe, publishableKey: card.publishableKey } };
  return card.cardFieldsTaken ? methods : others;
}
