import { type Doc, type DocumentCollection, type DocumentStore } from '@shop/platform';
import type { RefreshTokenRecord, RefreshTokenStore } from '../../core/ports/refresh-token-store.port';

type TokenDoc = Doc & Omit<RefreshTokenRecord, 'id'>;

export const REFRESH_TOKENS_COLLECTION = 'refresh_tokens';

/** Refresh tokens (hashes only) in the documents port. */
export class DocumentRefreshTokenStore implements RefreshTokenStore {
  private readonly tokens: DocumentCollection<TokenDoc>;

  constructor(documents: DocumentStore) {
    this.tokens = documents.collection<TokenDoc>(REFRESH_TOKENS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.tokens.ensureIndex({ fields: ['hash'], unique: true });
    await this.tokens.ensureIndex({ fields: ['familyId'] });
    await this.tokens.ensureIndex({ fields: ['userId'] });
  }

  async add(token: Omit<RefreshTokenRecord, 'id'>): Promise<void> {
    await this.tokens.insertOne(token);
  }

  async claim(hash: string, now: string): Promise<RefreshTokenRecord | null> {
    const claimed = await this.tokens.updateOne(
      { hash, usedAt: null, revokedAt: null, expiresAt: { $gt: now } },
      { $set: { usedAt: now } },
    );
    return toRecord(claimed);
  }

  async findByHash(hash: string): Promise<RefreshTokenRecord | null> {
    return toRecord(await this.tokens.findOne({ hash }));
  }

  async revokeFamily(familyId: string, now: string): Promise<void> {
    await this.tokens.updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: now } });
  }

  async revokeAllForUser(userId: string, now: string): Promise<string[]> {
    await this.tokens.updateMany({ userId, revokedAt: null }, { $set: { revokedAt: now } });
    const unexpired = await this.tokens.find({ userId, expiresAt: { $gt: now } }, { projection: { familyId: 1 } });
    return [...new Set(unexpired.map((token) => token.familyId))];
  }

  async deleteExpired(userId: string, now: string): Promise<void> {
    await this.tokens.deleteMany({ userId, expiresAt: { $lt: now } });
  }
}

function toRecord(doc: TokenDoc | null): RefreshTokenRecord | null {
  if (!doc) return null;
  const { _id, ...fields } = doc;
  return { ...fields, id: _id };
}
