import type { ReservationState, StockLine } from '../../api/catalog-api';

/** `pending` while its lines are being reserved. */
export type ReservationRecord = {
  _id: string;
  reference: string;
  items: StockLine[];
  state: 'pending' | ReservationState;
  createdAt: string;
  updatedAt: string;
};

/** Stock reservations, unique by reference. */
export interface ReservationRepository {
  find(reference: string): Promise<ReservationRecord | null>;
  /** false when the reference exists already. */
  create(record: Omit<ReservationRecord, '_id'>): Promise<boolean>;
  delete(reference: string): Promise<void>;
  /** Atomic state change; null when the reservation is not in state `from`. */
  move(reference: string, from: ReservationRecord['state'], to: ReservationState, now: string): Promise<ReservationRecord | null>;
}
