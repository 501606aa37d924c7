// Request checks of the Airtel Money simulator, answered in Airtel's envelope
// (`{ data, status: { code, message, result_code, response_code?, success } }`).
import type { SimulatorReply } from '../provider-http/simulator-server';

export const SUCCESS_RESULT = 'ESB000010';

/** Airtel's envelope around an answer. */
export function envelope(httpStatus: number, data: unknown, status: { message: string; resultCode: string; responseCode?: string; success: boolean }): SimulatorReply {
  return {
    status: httpStatus,
    body: {
      data,
      status: {
        code: String(httpStatus),
        message: status.message,
        result_code: status.resultCode,
        ...(status.responseCode ? { response_code: status.responseCode } : {}),
        success: status.success,
      },
    },
  };
}

/** A request Airtel rejects as malformed (ESB000008, field validation), or another ESB code. */
export const invalid = (message: string, resultCode = 'ESB000008'): SimulatorReply => envelope(400, {}, { message, resultCode, success: false });

export const INVALID_CLIENT: SimulatorReply = { status: 401, body: { error: 'invalid_client', error_description: 'Invalid client authentication' } };
export const INVALID_TOKEN: SimulatorReply = { status: 401, body: { error: 'invalid_token', error_description: 'Access token is invalid or expired' } };
export const NOT_FOUND: SimulatorReply = envelope(404, {}, {
  message: 'Transaction not found',
  resultCode: 'ESB000014',
  responseCode: 'DP00800001025',
  success: false,
});

export interface CollectionBody {
  reference: string;
  /** The payer's number without the country code (7xxxxxxxx). */
  msisdn: string;
  amount: number;
  id: string;
}

/** The body of a USSD-push collection, or what is wrong with it. */
export function checkCollectionBody(body: unknown): CollectionBody | string {
  if (typeof body !== 'object' || body === null) return 'Body must be a JSON object';
  const { reference, subscriber, transaction } = body as { reference?: unknown; subscriber?: Record<string, unknown>; transaction?: Record<string, unknown> };
  if (typeof reference !== 'string' || reference === '' || reference.length > 64) return 'reference must be text of 1 to 64 characters';
  if (typeof subscriber?.msisdn !== 'string' || !/^7\d{8}$/.test(subscriber.msisdn)) {
    return 'Invalid MSISDN Length. MSISDN Length should be 9 (without the country code)';
  }
  const amount = transaction?.amount;
  // RWF has no minor unit.
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return 'transaction.amount must be a positive whole number';
  if (typeof transaction?.id !== 'string' || transaction.id === '' || transaction.id.length > 64) return 'transaction.id must be text of 1 to 64 characters';
  for (const part of [subscriber, transaction]) {
    if (part.country !== undefined && part.country !== 'RW') return 'Invalid Country Command';
    if (part.currency !== undefined && part.currency !== 'RWF') return 'Invalid Currency CodeName';
  }
  return { reference, msisdn: subscriber.msisdn, amount, id: transaction.id };
}

/** The airtel_money_id a refund names, or undefined when the body names none. */
export function refundedMoneyId(body: unknown): string | undefined {
  const id = (body as { transaction?: { airtel_money_id?: unknown } } | undefined)?.transaction?.airtel_money_id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}
