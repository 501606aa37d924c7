// Request checks of the MoMo simulator, answered the way MTN's Collection and Disbursement APIs answer them.
import type { SimulatorReply } from '../provider-http/simulator-server';

export type { SimulatorReply };

export const INVALID_SUBSCRIPTION: SimulatorReply = {
  status: 401,
  body: {
    statusCode: 401,
    message: 'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
  },
};
export const LOGIN_FAILED: SimulatorReply = { status: 401, body: { error: 'login_failed' } };
export const NOT_AUTHORIZED: SimulatorReply = { status: 401, body: { code: 'NOT_AUTHORIZED', message: 'Authorization failed. Insufficient permissions.' } };
export const NOT_FOUND: SimulatorReply = { status: 404, body: { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' } };
export const DUPLICATE_REFERENCE: SimulatorReply = {
  status: 409,
  body: { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation for resource failed.' },
};

export const badRequest = (message: string): SimulatorReply => ({ status: 400, body: { code: 'BAD_REQUEST', message } });

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isUuidV4 = (value: string | undefined): value is string => typeof value === 'string' && UUID_V4.test(value);

export interface RequestToPayBody {
  amount: string;
  currency: string;
  externalId: string;
  payer: { partyIdType: 'MSISDN'; partyId: string };
  payerMessage?: string;
  payeeNote?: string;
}

/** The body of a request-to-pay, or what is wrong with it. */
export function checkRequestToPayBody(body: unknown, currency: string): RequestToPayBody | string {
  if (typeof body !== 'object' || body === null) return 'Body must be a JSON object';
  const b = body as Record<string, unknown>;
  const transfer = checkTransferFields(b, currency);
  if (transfer) return transfer;
  const payer = b.payer as Record<string, unknown> | undefined;
  if (payer?.partyIdType !== 'MSISDN') return 'payer.partyIdType must be MSISDN';
  if (typeof payer.partyId !== 'string' || !/^\d{9,15}$/.test(payer.partyId)) return 'payer.partyId must be an MSISDN';
  return b as unknown as RequestToPayBody;
}

export interface DisbursementRefundBody {
  amount: string;
  currency: string;
  externalId: string;
  payerMessage?: string;
  payeeNote?: string;
  /** The X-Reference-Id of the request-to-pay that took the money. */
  referenceIdToRefund: string;
}

/** The body of a Disbursement refund, or what is wrong with it. */
export function checkRefundBody(body: unknown, currency: string): DisbursementRefundBody | string {
  if (typeof body !== 'object' || body === null) return 'Body must be a JSON object';
  const b = body as Record<string, unknown>;
  const transfer = checkTransferFields(b, currency);
  if (transfer) return transfer;
  if (!isUuidV4(b.referenceIdToRefund as string | undefined)) return 'referenceIdToRefund must be a UUID version 4';
  return b as unknown as DisbursementRefundBody;
}

/** What a request-to-pay and a refund share: amount, currency, externalId and the two notes. */
function checkTransferFields(b: Record<string, unknown>, currency: string): string | undefined {
  if (typeof b.amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(b.amount) || Number(b.amount) <= 0) {
    return 'amount must be a positive number in a string';
  }
  if (b.currency !== currency) return `currency must be ${currency} in this environment`;
  if (typeof b.externalId !== 'string' || b.externalId === '') return 'externalId is required';
  for (const field of ['payerMessage', 'payeeNote'] as const) {
    const value = b[field];
    if (value !== undefined && (typeof value !== 'string' || value.length > 160)) return `${field} must be text of at most 160 characters`;
  }
  return undefined;
}

/** `Basic base64(user:key)` → the pair, or null. */
export function basicCredentials(header: string | undefined): { user: string; key: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), key: decoded.slice(colon + 1) };
}
