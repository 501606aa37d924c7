/** A text message ready to go. The sender id is the adapter's SMS_SENDER_ID. */
export interface OutgoingSms {
  /** A Rwandan mobile number in E.164, +2507XXXXXXXX (see `normaliseRwandanMobile`). */
  to: string;
  text: string;
  /**
   * The same for every attempt at one message (its log entry): the outbox replaces the earlier
   * copy, so a resend after a crash between sending and recording leaves one file.
   */
  dedupe?: { key: string };
}

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** What the provider took: its id for the message (delivery reports name it) and what it cost. */
export interface SentSms {
  provider: string;
  providerMessageId: string;
  segments: number;
  encoding: SmsEncoding;
  /** When the provider reports it, in whole RWF. */
  costRwf?: number;
}

/**
 * Why a message did not go: `invalid`, no provider could take it (not a Rwandan mobile, an empty
 * text); `refused`, this provider will not (a sender id it does not know, no credit), another may;
 * `unavailable`, no answer or a failure on its side, which may pass on a later attempt.
 */
export type SmsFailure = 'invalid' | 'refused' | 'unavailable';

export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
  constructor(
    message: string,
    readonly provider: string,
    readonly failure: SmsFailure,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** Trying the same provider again may succeed. */
  get retryable(): boolean {
    return this.failure === 'unavailable';
  }
}

/**
 * Sends SMS. Embedded: one JSON file per message under DATA_DIR/sms-outbox; with a provider's
 * credentials: Pindo or Africa's Talking over HTTPS, the other one as a fallback when both are set.
 */
export interface SmsSender {
  /** Resolves once the provider has accepted the message; rejects with SmsSendError. */
  send(message: OutgoingSms): Promise<SentSms>;
  /** Resolves when messages can be accepted (the folder is writable; a provider is configured). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A delivery report from a provider's callback, in the shop's words. */
export interface SmsDeliveryReport {
  provider: string;
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'failed';
  reason?: string;
}

/** A message a customer sent to the shop's number (STOP, HAGARIKA), from a provider's callback. */
export interface InboundSms {
  provider: string;
  /** +2507XXXXXXXX. */
  from: string;
  text: string;
  receivedAt: string;
}
