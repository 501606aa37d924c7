import { DuplicateKeyError, type DocumentCollection, type DocumentStore } from '@shop/platform';
import type { ReservationState } from '../../api/catalog-api';
import type { ReservationRecord, ReservationRepository } from '../../core/ports/reservation-repository.port';

export const RESERVATIONS_COLLECTION = 'stock_reservations';

/** Stock reservations in the documents port, unique by reference. */
export class DocumentReservationRepository implements ReservationRepository {
  private readonly reservations: DocumentCollection<ReservationRecord>;

  constructor(documents: DocumentStore) {
    this.reservations = documents.collection<ReservationRecord>(RESERVATIONS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.reservations.ensureIndex({ fields: ['reference'], unique: true });
  }

  find(reference: string): Promise<ReservationRecord | null> {
    return this.reservations.findOne({ reference });
  }

  async create(record: Omit<ReservationRecord, '_id'>): Promise<boolean> {
    try {
      await this.reservations.insertOne(record);
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  async delete(reference: string): Promise<void> {
    await this.reservations.deleteOne({ reference });
  }

  move(reference: string, from: ReservationRecord['state'], to: ReservationState, now: string): Promise<ReservationRecord | null> {
    return this.reservations.updateOne({ reference, state: from }, { $set: { state: to, updatedAt: now } });
  }
}
