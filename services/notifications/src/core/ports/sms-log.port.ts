import type { SmsStatus } from '@shop/contracts';
import type { SmsEncoding } from '@shop/platform';

export type { SmsStatus };

/** One text message the service owes a customer, with what the provider said of it. */
export interface SmsRecord {
  id: string;
  /** +2507XXXXXXXX. */
  to: string;
  template: string;
  eventId: string;
  text: string;
  /** As the provider counted the message it took (what it is billed as); absent until one did. */
  encoding?: SmsEncoding;
  segments?: number;
  status: SmsStatus;
  provider?: string;
  providerMessageId?: string;
  /** In whole RWF, when the provider reports it. */
  costRwf?: number;
  lastError?: string;
  createdAt: string;
  updatedAt: string;
}

export type NewSms = Omit<SmsRecord, 'id'>;
export type SmsOutcome = Pick<SmsRecord, 'status' | 'encoding' | 'segments' | 'provider' | 'providerMessageId' | 'costRwf' | 'lastError' | 'updatedAt'>;

export interface SmsLog {
  /**
   * Records a message; null when this (event, template, number) is recorded already, so a
   * redelivered event texts no one twice. Its id follows from those three.
   */
  open(sms: NewSms): Promise<SmsRecord | null>;
  settle(id: string, outcome: SmsOutcome): Promise<void>;
  /**
   * A provider's delivery report on a message it took: its status (and why it failed); a report of
   * `sent` never takes back `delivered` or `failed`. False when no message of that provider has that id.
   */
  report(provider: string, providerMessageId: string, outcome: Pick<SmsRecord, 'status' | 'lastError' | 'updatedAt'>): Promise<boolean>;
  /** Newest first. */
  list(query: { skip: number; limit: number; status?: SmsStatus }): Promise<{ messages: SmsRecord[]; total: number }>;
}
