import { isObjectId } from '@shop/contracts';
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain';
import { CollectionRepository, DuplicateKeyError, type DocumentStore, type Filter, type IndexSpec } from '@shop/platform';
import { UNPAID, type NewOrderRecord, type OrderRecord } from '../../core/order/order';
import {
  OrderNumberTakenError,
  type AdminOrdersCriteria,
  type MyOrdersCriteria,
  type OrderChange,
  type OrderCondition,
  type OrderRepository,
  type OrderTotals,
} from '../../core/ports/order-repository.port';
import { changeUpdate, conditionFilter, toDoc, toRecord, type OrderDoc } from './order-documents';

export const ORDERS_COLLECTION = 'orders';
const PLACED = { stage: 'placed' };
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** An index for every query this repository makes. */
const ORDER_INDEXES: IndexSpec[] = [
  { fields: ['orderNumber'], unique: true },
  { fields: ['userId', 'createdAt'] },
  { fields: ['userId', 'idempotencyKey'] },
  { fields: ['status'] },
  { fields: ['paymentInfo.status'] },
  { fields: ['createdAt'] },
  { fields: ['searchPrefixes'], prefixSearch: true },
  // The sweeper: expired reservations, then steps that stalled.
  { fields: ['reservation.state', 'reservation.expiresAt'] },
  { fields: ['stage', 'updatedAt'] },
  { fields: ['attention.reason'], sparse: true },
  // The dashboard's daily revenue.
  { fields: ['paymentInfo.paidAt'], sparse: true },
];

/** Orders in the documents port (embedded file store or MongoDB). */
export class DocumentOrderRepository extends CollectionRepository<OrderDoc> implements OrderRepository {
  constructor(documents: DocumentStore) {
    super(documents, ORDERS_COLLECTION, ORDER_INDEXES);
  }

  async insert(order: NewOrderRecord): Promise<OrderRecord> {
    try {
      return toRecord(await this.collection.insertOne(toDoc(order))) as OrderRecord;
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw new OrderNumberTakenError(order.orderNumber);
      throw error;
    }
  }

  async findById(id: string): Promise<OrderRecord | null> {
    return isObjectId(id) ? toRecord(await this.collection.findOne({ _id: id, ...PLACED })) : null;
  }

  async findByNumber(orderNumber: string): Promise<OrderRecord | null> {
    return toRecord(await this.collection.findOne({ orderNumber, ...PLACED }));
  }

  async findByIdempotencyKey(userId: string, key: string): Promise<OrderRecord | null> {
    return toRecord(await this.collection.findOne({ userId, idempotencyKey: key, ...PLACED }));
  }

  async findAnyById(id: string): Promise<OrderRecord | null> {
    return isObjectId(id) ? toRecord(await this.collection.findById(id)) : null;
  }

  async update(id: string, condition: OrderCondition, change: OrderChange): Promise<OrderRecord | null> {
    if (!isObjectId(id)) return null;
    return toRecord(await this.collection.updateOne(conditionFilter(id, condition), changeUpdate(change)));
  }

  async delete(id: string): Promise<void> {
    if (isObjectId(id)) await this.collection.deleteOne({ _id: id });
  }

  async countLiveOrdersOf(userId: string, exceptId?: string): Promise<number> {
    const filter: Filter = { userId, stage: { $in: ['placing', 'placed'] }, status: { $ne: 'cancelled' } };
    if (exceptId) filter._id = { $ne: exceptId };
    return this.collection.count(filter);
  }

  async listByUser(criteria: MyOrdersCriteria): Promise<{ orders: OrderRecord[]; total: number }> {
    const filter: Filter = { userId: criteria.userId, ...PLACED };
    if (criteria.status) filter.status = criteria.status;
    return this.page(filter, criteria);
  }

  async list(criteria: AdminOrdersCriteria): Promise<{ orders: OrderRecord[]; total: number }> {
    const filter: Filter = { ...PLACED };
    if (criteria.searchWords?.length) filter.searchPrefixes = { $all: criteria.searchWords };
    if (criteria.status) filter.status = criteria.status;
    if (criteria.paymentStatus) filter['paymentInfo.status'] = criteria.paymentStatus;
    return this.page(filter, criteria);
  }

  async findExpired(now: string, limit: number): Promise<OrderRecord[]> {
    const filter = {
      'reservation.state': 'reserved',
      'reservation.expiresAt': { $lte: now },
      'paymentInfo.status': { $in: UNPAID },
      ...PLACED,
    };
    const docs = await this.collection.find(filter, { sort: { 'reservation.expiresAt': 1 }, limit });
    return docs.map((doc) => toRecord(doc) as OrderRecord);
  }

  async findStalled(before: string, limit: number): Promise<OrderRecord[]> {
    const filter = {
      updatedAt: { $lt: before },
      $or: [
        { stage: { $in: ['placing', 'abandoned'] } },
        { ...PLACED, 'reservation.state': { $in: ['releasing', 'committing', 'reserving', 'returning'] } },
      ],
    };
    const docs = await this.collection.find(filter, { sort: { updatedAt: 1 }, limit });
    return docs.map((doc) => toRecord(doc) as OrderRecord);
  }

  async totals(): Promise<OrderTotals> {
    const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
    const counts = await Promise.all(ORDER_STATUSES.map((status) => this.collection.count({ ...PLACED, status })));
    ORDER_STATUSES.forEach((status, index) => (byStatus[status] = counts[index] ?? 0));
    const paid = await this.collection.find({ ...PLACED, 'paymentInfo.status': 'paid' }, { projection: { total: 1 } });
    return {
      totalOrders: counts.reduce((sum, count) => sum + count, 0),
      totalRevenue: paid.reduce((sum, doc) => sum + (typeof doc.total === 'number' ? doc.total : 0), 0),
      byStatus,
      needsAttention: await this.collection.count({ ...PLACED, 'attention.reason': { $exists: true } }),
    };
  }

  async placedSince(from: string): Promise<string[]> {
    const docs = await this.collection.find({ createdAt: { $gte: from }, ...PLACED }, { projection: { createdAt: 1 } });
    return docs.map((doc) => doc.createdAt);
  }

  async paidSince(from: string): Promise<Array<{ paidAt: string; total: number }>> {
    const docs = await this.collection.find(
      { 'paymentInfo.paidAt': { $gte: from }, 'paymentInfo.status': 'paid', ...PLACED },
      { projection: { 'paymentInfo.paidAt': 1, total: 1 } as Record<string, 1> },
    );
    return docs.flatMap((doc) => (doc.paymentInfo?.paidAt && typeof doc.total === 'number' ? [{ paidAt: doc.paymentInfo.paidAt, total: doc.total }] : []));
  }

  private async page(filter: Filter, criteria: { skip: number; limit: number }) {
    const page = await this.collection.findPage(filter, { sort: NEWEST_FIRST, skip: criteria.skip, limit: criteria.limit });
    return { orders: page.items.map((doc) => toRecord(doc) as OrderRecord), total: page.total };
  }
}
