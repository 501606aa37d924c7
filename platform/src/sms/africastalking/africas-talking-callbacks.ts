import { z } from 'zod';
import { normaliseRwandanMobile } from '../msisdn';
import type { InboundSms, SmsDeliveryReport } from '../sms.port';
import { AFRICAS_TALKING_PROVIDER } from './africas-talking-sms-sender';

// Africa's Talking posts its callbacks form-encoded; these read the fields into the shop's words.

const deliveryReport = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  failureReason: z.string().optional(),
});

const DELIVERED = new Set(['Success']);
const FAILED = new Set(['Failed', 'Rejected', 'Expired', 'AbsentSubscriber']);

/** A delivery report (id, status, phoneNumber, networkCode, failureReason); null when it is not one. */
export function readAfricasTalkingDeliveryReport(fields: Record<string, unknown>): SmsDeliveryReport | null {
  const parsed = deliveryReport.safeParse(fields);
  if (!parsed.success) return null;
  const { id, status, failureReason } = parsed.data;
  const shopStatus = DELIVERED.has(status) ? 'delivered' : FAILED.has(status) ? 'failed' : 'sent';
  return { provider: AFRICAS_TALKING_PROVIDER, providerMessageId: id, status: shopStatus, ...(failureReason ? { reason: failureReason } : {}) };
}

const inbound = z.object({ from: z.string().min(1), text: z.string(), date: z.string().optional() });

/** A message sent to the shop's number (from, to, text, date, id, linkId); null when it is not one or not from a Rwandan mobile. */
export function readAfricasTalkingInboundSms(fields: Record<string, unknown>, now: Date): InboundSms | null {
  const parsed = inbound.safeParse(fields);
  if (!parsed.success) return null;
  const from = normaliseRwandanMobile(parsed.data.from);
  if (from === null) return null;
  const date = parsed.data.date ? new Date(parsed.data.date) : now;
  return { provider: AFRICAS_TALKING_PROVIDER, from, text: parsed.data.text.trim(), receivedAt: (Number.isNaN(date.getTime()) ? now : date).toISOString() };
}
