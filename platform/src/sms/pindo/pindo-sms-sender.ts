import { z } from 'zod';
import { prepareSms } from '../outgoing-sms';
import { postToProvider } from '../provider-http';
import { countSegments } from '../sms-segments';
import { SmsSendError, type OutgoingSms, type SentSms, type SmsSender } from '../sms.port';

export const PINDO_PROVIDER = 'pindo';
export const PINDO_API_URL = 'https://api.pindo.io';

export interface PindoSmsSenderOptions {
  token: string;
  /** SMS_SENDER_ID: an alphanumeric sender id registered with Pindo. */
  sender: string;
  /** PINDO_API_URL; a test points it at a local fake. */
  baseUrl?: string;
  timeoutMs?: number;
}

// Pindo documents the request; of its answer the shop needs only the message's id and, when
// given, its cost in RWF: the rest is let through unread.
const pindoAnswer = z.looseObject({
  sms_id: z.union([z.number(), z.string().min(1)]),
  total_cost: z.number().nonnegative().optional(),
});

/** Pindo (pindo.io), a Rwandan SMS gateway: `POST /v1/sms/` with a bearer token and `{to, text, sender}`. */
export class PindoSmsSender implements SmsSender {
  constructor(private readonly options: PindoSmsSenderOptions) {}

  async send(message: OutgoingSms): Promise<SentSms> {
    const { to, text } = prepareSms(message, PINDO_PROVIDER);
    const { token, sender, baseUrl = PINDO_API_URL, timeoutMs } = this.options;
    const answer = await postToProvider(
      PINDO_PROVIDER,
      `${baseUrl.replace(/\/$/, '')}/v1/sms/`,
      {
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ to, text, sender }),
      },
      timeoutMs,
    );
    const parsed = pindoAnswer.safeParse(answer);
    if (!parsed.success) throw new SmsSendError('pindo answered without an sms_id', PINDO_PROVIDER, 'unavailable');
    const { total_cost: cost } = parsed.data;
    return {
      provider: PINDO_PROVIDER,
      providerMessageId: String(parsed.data.sms_id),
      ...countSegments(text),
      ...(cost === undefined ? {} : { costRwf: Math.round(cost) }),
    };
  }

  async ping(): Promise<void> {
    // Pindo has no free call to check a token; a configured token is the most that can be known
    // without sending (and paying for) a message.
    if (!this.options.token) throw new SmsSendError('pindo has no token', PINDO_PROVIDER, 'refused');
  }

  async close(): Promise<void> {
    // Each message is its own request.
  }
}
