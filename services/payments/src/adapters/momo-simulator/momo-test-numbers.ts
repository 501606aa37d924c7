import type { MomoStatus } from '@shop/domain';

/**
 * Test phone numbers of the MoMo simulator (README.md): the payer number decides the outcome.
 * Any other valid number approves after a short delay (`approveAfterMs`).
 */
export const MOMO_TEST_NUMBERS = {
  approve: '250780000001',
  decline: '250780000002',
  timeout: '250780000003',
  insufficientFunds: '250780000004',
} as const;

export interface SimulatedOutcome {
  status: MomoStatus;
  reason?: string;
}

/** What the provider reports for a request made `ageMs` ago to `msisdn`. */
export function simulatedOutcome(msisdn: string, ageMs: number, approveAfterMs: number): SimulatedOutcome {
  switch (msisdn) {
    case MOMO_TEST_NUMBERS.approve:
      return { status: 'SUCCESSFUL' };
    case MOMO_TEST_NUMBERS.decline:
      return { status: 'FAILED', reason: 'APPROVAL_REJECTED' };
    case MOMO_TEST_NUMBERS.timeout:
      return { status: 'PENDING' };
    case MOMO_TEST_NUMBERS.insufficientFunds:
      return { status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' };
    default:
      return ageMs >= approveAfterMs ? { status: 'SUCCESSFUL' } : { status: 'PENDING' };
  }
}
