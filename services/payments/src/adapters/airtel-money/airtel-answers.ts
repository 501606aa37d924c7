// Reading Airtel Money's answers: `{ data: { transaction }, status: { code, message,
// result_code, response_code, success } }`.
import type { MobileMoneyStatusReport } from '../../core/ports/mobile-money-gateway.port';

export interface AirtelAnswer {
  success?: boolean;
  message?: string;
  resultCode?: string;
  responseCode?: string;
  transaction: { id?: string; status?: string; message?: string; airtelMoneyId?: string };
}

/** Airtel's "transaction not found" (an enquiry too early, or an id it never received). */
export const NOT_FOUND_CODE = 'DP00800001025';

export function airtelAnswer(body: unknown): AirtelAnswer {
  const { data, status } = (body ?? {}) as { data?: { transaction?: Record<string, unknown> }; status?: Record<string, unknown> };
  const transaction = data?.transaction ?? {};
  return {
    ...(typeof status?.success === 'boolean' ? { success: status.success } : {}),
    ...optionalText('message', status?.message),
    ...optionalText('resultCode', status?.result_code),
    ...optionalText('responseCode', status?.response_code),
    transaction: {
      ...optionalText('id', transaction.id),
      ...optionalText('status', transaction.status),
      ...optionalText('message', transaction.message),
      ...optionalText('airtelMoneyId', transaction.airtel_money_id),
    },
  };
}

/**
 * Airtel's failure codes that mean what a reason of the shop's mobile-money vocabulary means
 * (MTN's words, which the storefront explains to the shopper); any other failure keeps Airtel's code.
 */
const SHARED_REASONS: Readonly<Record<string, string>> = {
  DP00800001003: 'PAYER_LIMIT_REACHED',
  DP00800001005: 'EXPIRED',
  DP00800001007: 'NOT_ENOUGH_FUNDS',
  DP00800001008: 'APPROVAL_REJECTED',
  DP00800001024: 'EXPIRED',
  DP00800001029: 'EXPIRED',
};

/**
 * A status enquiry's answer: TS paid (Airtel's airtel_money_id is the provider's transaction id),
 * TF failed, TIP in progress and TA ambiguous both still pending, TE expired; undefined for a
 * status this adapter does not know.
 */
export function statusReport(answer: AirtelAnswer): MobileMoneyStatusReport | undefined {
  const { status, airtelMoneyId } = answer.transaction;
  switch (status) {
    case 'TS':
      return airtelMoneyId ? { status: 'SUCCESSFUL', financialTransactionId: airtelMoneyId } : { status: 'SUCCESSFUL' };
    case 'TIP':
    case 'TA':
      return { status: 'PENDING' };
    case 'TF':
      return { status: 'FAILED', reason: failureReason(answer) };
    case 'TE':
      return { status: 'FAILED', reason: 'EXPIRED' };
    default:
      return undefined;
  }
}

export function failureReason(answer: AirtelAnswer): string {
  const code = answer.responseCode;
  if (code && SHARED_REASONS[code]) return SHARED_REASONS[code];
  return (code ?? answer.transaction.message ?? answer.message ?? 'FAILED').slice(0, 100);
}

function optionalText<K extends string>(key: K, value: unknown): Partial<Record<K, string>> {
  return typeof value === 'string' && value !== '' ? ({ [key]: value } as Record<K, string>) : {};
}
