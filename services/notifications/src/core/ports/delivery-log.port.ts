import type { DeliveryStatus } from '../../api/notifications-api';
import type { OutgoingMail } from '@shop/platform';

/** One e-mail the service owes, kept with its content so a failed send can be tried again. */
export interface DeliveryRecord {
  id: string;
  to: string;
  template: string;
  eventId: string;
  /** When the event that owes this e-mail happened: the e-mail's date, the same for every send of it. */
  eventAt?: string;
  subject: string;
  mail: OutgoingMail;
  status: DeliveryStatus;
  attempts: number;
  lastError?: string;
  /** When a pending send is (re)tried; absent once sent or failed. */
  nextAttemptAt?: string;
  createdAt: string;
  updatedAt: string;
}

export type NewDelivery = Omit<DeliveryRecord, 'id'>;

export interface DeliveryLog {
  /**
   * Records a send; null when this (event, template, recipient) is recorded already. Its id
   * follows from those three, so a shop restored from a backup that lacks the record records the
   * same e-mail under the same id.
   */
  open(delivery: NewDelivery): Promise<DeliveryRecord | null>;
  /**
   * Takes a pending send for one attempt: only when it is still pending with `attempts` tries
   * behind it and its next attempt is due at `now` (no one else holds it), and pushes its next
   * attempt to `leaseUntil` so no one else takes it meanwhile.
   */
  claim(id: string, attempts: number, now: string, leaseUntil: string): Promise<DeliveryRecord | null>;
  /** The outcome of an attempt. */
  settle(id: string, outcome: Pick<DeliveryRecord, 'status' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'updatedAt'>): Promise<void>;
  /** Pending sends whose next attempt is due at `at`, oldest first. */
  due(at: string, limit: number): Promise<DeliveryRecord[]>;
  /** Newest first. */
  list(query: { skip: number; limit: number; status?: DeliveryStatus }): Promise<{ deliveries: DeliveryRecord[]; total: number }>;
}
