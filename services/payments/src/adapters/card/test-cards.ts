/**
 * Stripe's test cards and what they do (https://docs.stripe.com/testing), followed by the
 * simulator and mapped to Stripe's test PaymentMethods by the Stripe adapter in test mode.
 */
export interface TestCard {
  number: string;
  /** Stripe's ready-made test PaymentMethod for this card. */
  paymentMethod: string;
  outcome: { status: 'succeeded' } | { status: 'failed'; code: string; message: string };
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', paymentMethod: 'pm_card_visa', outcome: { status: 'succeeded' } },
  { number: '5555555555554444', paymentMethod: 'pm_card_mastercard', outcome: { status: 'succeeded' } },
  {
    number: '4000000000000002',
    paymentMethod: 'pm_card_chargeDeclined',
    outcome: { status: 'failed', code: 'generic_decline', message: 'Your card was declined.' },
  },
  {
    number: '4000000000009995',
    paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds',
    outcome: { status: 'failed', code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  {
    number: '4000000000000069',
    paymentMethod: 'pm_card_chargeDeclinedExpiredCard',
    outcome: { status: 'failed', code: 'expired_card', message: 'Your card has expired.' },
  },
  {
    number: '4000000000000127',
    paymentMethod: 'pm_card_chargeDeclinedIncorrectCvc',
    outcome: { status: 'failed', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  },
];

export const testCardFor = (number: string): TestCard | undefined => TEST_CARDS.find((card) => card.number === number);
