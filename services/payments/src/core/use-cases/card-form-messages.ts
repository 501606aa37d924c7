// The texts of the card provider's form: a shopper's client reads them, an operator the logs.

export const CARD_FORM_MESSAGES = {
  /** POST /payments/card with a live key: the card must be typed into the provider's form instead. */
  rawCardRefused:
    'This shop does not take card details directly. Please pay with the card form of our payment provider (reload the checkout to see it).',
  /** The provider's form is not set up (the card simulator, or Stripe without its keys). */
  formNotOffered: 'Card payments here do not use the payment provider’s card form. Please pay with the card form of the checkout.',
  /** A webhook whose signature is missing, wrong or too old: nothing more is said. */
  eventRejected: 'Invalid signature',
} as const;
