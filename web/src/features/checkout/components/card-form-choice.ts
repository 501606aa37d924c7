import type { PaymentMethodInfo } from '../types';

/**
 * Whether a card is paid in the card provider's own form (Stripe's Payment Element): the methods
 * answer gives its publishable key only where that form is set up. Otherwise (the simulator, a
 * test key without the form) checkout keeps its own card fields.
 */
export const usesProviderCardForm = (info: PaymentMethodInfo | undefined): info is PaymentMethodInfo & { publishableKey: string } =>
  info?.id === 'stripe' && typeof info.publishableKey === 'string' && info.publishableKey !== '';
