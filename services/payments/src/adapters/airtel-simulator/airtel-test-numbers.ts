/**
 * Test phone numbers of the Airtel Money simulator (README.md), the same scheme as the MoMo
 * simulator's: the payer's number decides the outcome. Any other valid number approves after a
 * short delay (`approveAfterMs`).
 */
export const AIRTEL_TEST_NUMBERS = {
  approve: '250730000001',
  decline: '250730000002',
  timeout: '250730000003',
  insufficientFunds: '250730000004',
} as const;

/** Airtel's transaction statuses: success, failed, in progress, ambiguous, expired. */
export type AirtelTransactionStatus = 'TS' | 'TF' | 'TIP' | 'TA' | 'TE';

/** How a collection stands, as Airtel's status enquiry tells it. */
export interface AirtelOutcome {
  status: AirtelTransactionStatus;
  /** Airtel's response code (DP008000010xx). */
  responseCode: string;
  message: string;
}

export const AIRTEL_OUTCOMES = {
  successful: { status: 'TS', responseCode: 'DP00800001001', message: 'Transaction is successful.' },
  inProgress: { status: 'TIP', responseCode: 'DP00800001006', message: 'Transaction in progress.' },
  refused: { status: 'TF', responseCode: 'DP00800001008', message: 'The transaction was refused.' },
  notEnoughBalance: { status: 'TF', responseCode: 'DP00800001007', message: 'Not enough balance.' },
} as const satisfies Record<string, AirtelOutcome>;

/** What Airtel reports for a collection made `ageMs` ago from `msisdn` (2507xxxxxxxx). */
export function simulatedAirtelOutcome(msisdn: string, ageMs: number, approveAfterMs: number): AirtelOutcome {
  switch (msisdn) {
    case AIRTEL_TEST_NUMBERS.approve:
      return AIRTEL_OUTCOMES.successful;
    case AIRTEL_TEST_NUMBERS.decline:
      return AIRTEL_OUTCOMES.refused;
    case AIRTEL_TEST_NUMBERS.timeout:
      return AIRTEL_OUTCOMES.inProgress;
    case AIRTEL_TEST_NUMBERS.insufficientFunds:
      return AIRTEL_OUTCOMES.notEnoughBalance;
    default:
      return ageMs >= approveAfterMs ? AIRTEL_OUTCOMES.successful : AIRTEL_OUTCOMES.inProgress;
  }
}
