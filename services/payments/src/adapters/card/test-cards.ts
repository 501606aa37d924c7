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

const declined = (number: string, paymentMethod: string, code: string, message: string): TestCard => ({
  number,
  paymentMethod,
  outcome: { status: 'failed', code, message },
});

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', paymentMethod: 'pm_card_visa', outcome: { status: 'succeeded' } },
  { number: '5555555555554444', paymentMethod: 'pm_card_mastercard', outcome: { status: 'succeeded' } },
  declined('4000000000000002', 'pm_card_chargeDeclined', 'generic_decline', 'Your card was declined.'),
  declined('4000000000009995', 'pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds', 'Your card has insufficient funds.'),
  declined('4000000000000069', 'pm_card_chargeDeclinedExpiredCard', 'expired_card', 'Your card has expired.'),
  declined('4000000000000127', 'pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc', "Your card's security code is incorrect."),
];

export const testCardFor = (number: string): TestCard | undefined => TEST_CARDS.find((card) => card.number === number);
