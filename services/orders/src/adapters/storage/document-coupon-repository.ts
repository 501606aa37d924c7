import type { CouponRecord } from '@shop/domain';
import { DuplicateKeyError, type Doc, type DocumentCollection, type DocumentStore } from '@shop/platform';
import type { CouponRepository, StoredCoupon } from '../../core/ports/coupon-repository.port';
import { withoutUndefined } from './order-documents';

type CouponDoc = Doc & StoredCoupon;
type UsageDoc = Doc & { code: string; userId: string; count: number };

export const COUPONS_COLLECTION = 'coupons';
export const COUPON_USES_COLLECTION = 'coupon_uses';

/** Coupons and their counters; each limit is part of the filter of the increment that counts a use. */
export class DocumentCouponRepository implements CouponRepository {
  private readonly coupons: DocumentCollection<CouponDoc>;
  private readonly uses: DocumentCollection<UsageDoc>;

  constructor(documents: DocumentStore) {
    this.coupons = documents.collection<CouponDoc>(COUPONS_COLLECTION);
    this.uses = documents.collection<UsageDoc>(COUPON_USES_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.coupons.ensureIndex({ fields: ['code'], unique: true });
    await this.uses.ensureIndex({ fields: ['code', 'userId'], unique: true });
  }

  async findByCode(code: string): Promise<StoredCoupon | null> {
    const doc = await this.coupons.findOne({ code });
    if (!doc) return null;
    const { _id: _ignored, ...coupon } = doc;
    return { ...coupon, timesUsed: coupon.timesUsed ?? 0 };
  }

  async insertIfAbsent(coupon: CouponRecord): Promise<boolean> {
    try {
      await this.coupons.insertOne(withoutUndefined({ ...coupon, timesUsed: 0 }));
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  /** Creates or replaces a coupon's rules, keeping its counter (admin tooling and tests). */
  async save(coupon: CouponRecord): Promise<void> {
    const existing = await this.coupons.findOne({ code: coupon.code });
    if (!existing) {
      await this.insertIfAbsent(coupon);
      return;
    }
    const { code: _code, ...rules } = coupon;
    const $unset = Object.fromEntries(
      ['minSubtotal', 'validFrom', 'validUntil', 'usageLimit', 'perUserLimit'].filter((f) => rules[f as keyof typeof rules] == null).map((f) => [f, true]),
    );
    await this.coupons.updateOne({ code: coupon.code }, { $set: withoutUndefined(rules), ...(Object.keys($unset).length ? { $unset } : {}) });
  }

  async claimUse(code: string, limit: number | null): Promise<boolean> {
    const filter = limit == null ? { code } : { code, timesUsed: { $lt: limit } };
    return (await this.coupons.updateOne(filter, { $inc: { timesUsed: 1 } })) !== null;
  }

  async releaseUse(code: string): Promise<void> {
    await this.coupons.updateOne({ code, timesUsed: { $gt: 0 } }, { $inc: { timesUsed: -1 } });
  }

  async timesUsedBy(code: string, userId: string): Promise<number> {
    return (await this.uses.findOne({ code, userId }))?.count ?? 0;
  }

  async claimUserUse(code: string, userId: string, limit: number | null): Promise<boolean> {
    // The upsert inserts the first use; a concurrent first use hits the unique index: look again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const filter = limit == null ? { code, userId } : { code, userId, count: { $lt: limit } };
      try {
        if (await this.uses.updateOne(filter, { $inc: { count: 1 } }, { upsert: true })) return true;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        if (limit != null && (await this.timesUsedBy(code, userId)) >= limit) return false;
      }
    }
    return false;
  }

  async releaseUserUse(code: string, userId: string): Promise<void> {
    await this.uses.updateOne({ code, userId, count: { $gt: 0 } }, { $inc: { count: -1 } });
  }
}
