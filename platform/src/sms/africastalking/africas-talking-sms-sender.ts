import { z } from 'zod';
import { prepareSms } from '../outgoing-sms';
import { postToProvider } from '../provider-http';
import { countSegments } from '../sms-segments';
import { SmsSendError, type OutgoingSms, type SentSms, type SmsFailure, type SmsSender } from '../sms.port';

export const AFRICAS_TALKING_PROVIDER = 'africastalking';
export const AFRICAS_TALKING_API_URL = 'https://api.africastalking.com';

export interface AfricasTalkingSmsSenderOptions {
  username: string;
  apiKey: string;
  /** SMS_SENDER_ID, registered with Africa's Talking; their shared short code when absent. */
  sender?: string;
  /** AFRICASTALKING_API_URL: https://api.sandbox.africastalking.com for the sandbox, a local fake in tests. */
  baseUrl?: string;
  timeoutMs?: number;
}

const recipient = z.looseObject({
  statusCode: z.number().int(),
  status: z.string(),
  messageId: z.string(),
  cost: z.string().optional(),
});
const answer = z.looseObject({ SMSMessageData: z.looseObject({ Message: z.string().optional(), Recipients: z.array(recipient) }) });

/** Accepted for delivery: 100 processed, 101 sent, 102 queued. */
const ACCEPTED = new Set([100, 101, 102]);
/** Refusals that may pass later: the provider's or the gateway's failure, no route yet. */
const UNAVAILABLE = new Set([407, 500, 501, 502]);
/** The number itself: 403 invalid, 404 unsupported type, 406 blacklisted. */
const INVALID = new Set([403, 404, 406]);

function failureOf(statusCode: number): SmsFailure {
  return UNAVAILABLE.has(statusCode) ? 'unavailable' : INVALID.has(statusCode) ? 'invalid' : 'refused';
}

/** "RWF 20.0000" → 20; another currency or no cost → undefined. */
export function rwfCost(cost: string | undefined): number | undefined {
  const match = cost ? /^RWF\s+(\d+(?:\.\d+)?)$/.exec(cost.trim()) : null;
  return match ? Math.round(Number(match[1])) : undefined;
}

/** Africa's Talking: `POST /version1/messaging`, form-encoded, an `apiKey` header, a status per recipient. */
export class AfricasTalkingSmsSender implements SmsSender {
  constructor(private readonly options: AfricasTalkingSmsSenderOptions) {}

  async send(message: OutgoingSms): Promise<SentSms> {
    const { to, text } = prepareSms(message, AFRICAS_TALKING_PROVIDER);
    const { username, apiKey, sender, baseUrl = AFRICAS_TALKING_API_URL, timeoutMs } = this.options;
    const form = new URLSearchParams({ username, to, message: text, ...(sender ? { from: sender } : {}) });
    const body = await postToProvider(
      AFRICAS_TALKING_PROVIDER,
      `${baseUrl.replace(/\/$/, '')}/version1/messaging`,
      { headers: { apikey: apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() },
      timeoutMs,
    );
    const parsed = answer.safeParse(body);
    if (!parsed.success) throw new SmsSendError("africastalking answered without a recipient's status", AFRICAS_TALKING_PROVIDER, 'unavailable');
    const [result] = parsed.data.SMSMessageData.Recipients;
    if (!result) throw new SmsSendError(`africastalking sent nothing: ${parsed.data.SMSMessageData.Message ?? 'no recipient'}`, AFRICAS_TALKING_PROVIDER, 'refused');
    if (!ACCEPTED.has(result.statusCode)) {
      throw new SmsSendError(`africastalking refused the message: ${result.status} (${result.statusCode})`, AFRICAS_TALKING_PROVIDER, failureOf(result.statusCode));
    }
    const cost = rwfCost(result.cost);
    return { provider: AFRICAS_TALKING_PROVIDER, providerMessageId: result.messageId, ...countSegments(text), ...(cost === undefined ? {} : { costRwf: cost }) };
  }

  async ping(): Promise<void> {
    // Checking the key would cost a call to their user endpoint on every readiness probe; a
    // configured username and key are what can be known for free.
    if (!this.options.username || !this.options.apiKey) throw new SmsSendError('africastalking has no username or key', AFRICAS_TALKING_PROVIDER, 'refused');
  }

  async close(): Promise<void> {
    // Each message is its own request.
  }
}
