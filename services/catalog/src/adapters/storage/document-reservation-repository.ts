import { CollectionRepository, DuplicateKeyError, type DocumentStore } from '@shop/platform';
import type { ReservationState } from '../../api/catalog-api';
import type { ReservationRecord, ReservationRepository } from '../../core/ports/reservation-repository.port';

export const RESERVATIONS_COLLECTION = 'stock_reservations';

/** Stock reservations in the documents port, unique by reference. */
export class DocumentReservationRepository extends CollectionRepository<ReservationRecord> implements ReservationRepository {
  constructor(documents: DocumentStore) {
    super(documents, RESERVATIONS_COLLECTION, [{ fields: ['reference'], unique: true }]);
  }

  find(reference: string): Promise<ReservationRecord | null> {
    return this.collection.findOne({ reference });
  }

  async create(record: Omit<ReservationRecord, '_id'>): Promise<boolean> {
    try {
      await this.collection.insertOne(record);
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  async delete(reference: string): Promise<void> {
    await this.collection.deleteOne({ reference });
  }

  move(reference: string, from: ReservationRecord['state'], to: ReservationState, now: string): Promise<ReservationRecord | null> {
    return this.collection.updateOne({ reference, state: from }, { $set: { state: to, updatedAt: now } });
  }
}
