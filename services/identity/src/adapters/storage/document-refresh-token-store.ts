import { CollectionRepository, type Doc, type DocumentStore, type IndexSpec } from '@shop/platform';
import type { RefreshTokenRecord, RefreshTokenStore } from '../../core/ports/refresh-token-store.port';

type TokenDoc = Doc & Omit<RefreshTokenRecord, 'id'>;

export const REFRESH_TOKENS_COLLECTION = 'refresh_tokens';

const TOKEN_INDEXES: IndexSpec[] = [
  { fields: ['hash'], unique: true },
  { fields: ['familyId'] },
  { fields: ['userId'] },
];

/** Refresh tokens (hashes only) in the documents port. */
export class DocumentRefreshTokenStore extends CollectionRepository<TokenDoc> implements RefreshTokenStore {
  constructor(documents: DocumentStore) {
    super(documents, REFRESH_TOKENS_COLLECTION, TOKEN_INDEXES);
  }

  async add(token: Omit<RefreshTokenRecord, 'id'>): Promise<void> {
    await this.collection.insertOne(token);
  }

  async claim(hash: string, now: string): Promise<RefreshTokenRecord | null> {
    const claimed = await this.collection.updateOne(
      { hash, usedAt: null, revokedAt: null, expiresAt: { $gt: now } },
      { $set: { usedAt: now } },
    );
    return toRecord(claimed);
  }

  async findByHash(hash: string): Promise<RefreshTokenRecord | null> {
    return toRecord(await this.collection.findOne({ hash }));
  }

  async revokeFamily(familyId: string, now: string): Promise<void> {
    await this.collection.updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: now } });
  }

  async revokeAllForUser(userId: string, now: string): Promise<string[]> {
    await this.collection.updateMany({ userId, revokedAt: null }, { $set: { revokedAt: now } });
    const unexpired = await this.collection.find({ userId, expiresAt: { $gt: now } }, { projection: { familyId: 1 } });
    return [...new Set(unexpired.map((token) => token.familyId))];
  }

  async deleteExpired(userId: string, now: string): Promise<void> {
    await this.collection.deleteMany({ userId, expiresAt: { $lt: now } });
  }
}

function toRecord(doc: TokenDoc | null): RefreshTokenRecord | null {
  if (!doc) return null;
  const { _id, ...fields } = doc;
  return { ...fields, id: _id };
}
