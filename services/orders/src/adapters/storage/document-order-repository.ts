import { isObjectId } from '@shop/contracts';
import { CollectionRepository, DuplicateKeyError, type DocumentStore, type Filter, type IndexSpec } from '@shop/platform';
import { UNPAID, type NewOrderRecord, type OrderRecord } from '../../core/order/order';
import {
  OrderNumberTakenError,
  type AdminOrdersCriteria,
  type MyOrdersCriteria,
  type OrderChange,
  type OrderCondition,
  type OrderRepository,
} from '../../core/ports/order-repository.port';
import { addContributions, ALL_TIME, changeMovesStats, rowsOf, statsDelta, type CountedOrder, type StatsIncrements, type StatsRow } from '../../core/stats/order-stats-figures';
import { DocumentOrderStatsStore } from './document-order-stats-store';
import { changeUpdate, conditionFilter, toDoc, toRecord, type OrderDoc } from './order-documents';

export const ORDERS_COLLECTION = 'orders';
const PLACED = { stage: 'placed' };
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
/** What an order's dashboard figures depend on (see order-stats-figures.ts). */
const COUNTED_FIELDS: Record<string, 1> = { stage: 1, status: 1, createdAt: 1, total: 1, attention: 1, paymentInfo: 1 };

/** The filters of the admin's list, kept beside the words of a search (see IndexSpec.searchFilters). */
const LIST_FILTERS = ['stage', 'status', 'paymentInfo.status'];

/**
 * An index for every query this repository makes. Every list is of placed orders, newest first:
 * one compound index per combination of the admin's filters, ending with the sort key, so a page
 * is a walk of the index from its start. The admin list's totals come from the dashboard's
 * projection (one row, in either store), not from counting.
 */
export const ORDER_INDEXES: IndexSpec[] = [
  { fields: ['orderNumber'], unique: true },
  { fields: ['userId', 'idempotencyKey'] },
  // A shopper's history (and its total: one shopper's entries), with or without a status.
  { fields: ['userId', 'stage', 'createdAt'] },
  { fields: ['userId', 'stage', 'status', 'createdAt'] },
  // The admin's list: a walk per combination of filters, in date order.
  { fields: ['stage', 'createdAt'] },
  { fields: ['stage', 'status', 'createdAt'] },
  { fields: ['stage', 'paymentInfo.status', 'createdAt'] },
  { fields: ['stage', 'status', 'paymentInfo.status', 'createdAt'] },
  { fields: ['createdAt'] },
  // The admin's search by number, names, e-mail (and phone): the filters answered by the word index too.
  { fields: ['searchPrefixes'], prefixSearch: true, searchFilters: LIST_FILTERS },
  // How many orders hold each value of a filter: a search asks for a common one ("placed",
  // "delivered", "paid") as "none of the rare others", reading short lists instead of nearly every order's.
  ...LIST_FILTERS.map((field): IndexSpec => ({ fields: [field], counted: true, countsOnly: true })),
  // The sweeper: expired reservations, then steps that stalled.
  { fields: ['reservation.state', 'reservation.expiresAt'] },
  { fields: ['stage', 'updatedAt'] },
  { fields: ['attention.reason'], sparse: true },
  { fields: ['paymentInfo.paidAt'], sparse: true },
];

/** Orders in the documents port (embedded file store or MongoDB). */
export class DocumentOrderRepository extends CollectionRepository<OrderDoc> implements OrderRepository {
  /**
   * The dashboard's projection, moved here, in the same unit of work as every write of an order:
   * no write of an order can reach the store without it, so it cannot drift from the orders.
   */
  readonly stats: DocumentOrderStatsStore;

  constructor(private readonly documents: DocumentStore) {
    super(documents, ORDERS_COLLECTION, ORDER_INDEXES);
    this.stats = new DocumentOrderStatsStore(documents);
  }

  /**
   * Also counts the projection once for a store whose orders were written before it existed (a
   * shop upgraded, a restored backup): its first start reads every order once.
   */
  override async ensureIndexes(): Promise<void> {
    await super.ensureIndexes();
    await this.stats.ensureIndexes();
    if (!(await this.stats.hasRows()) && (await this.collection.findOne({}))) await this.stats.replaceAll(await this.recountStats());
  }

  /** The projection's rows counted again from the orders themselves, in `_id` order, a batch at a time. */
  async recountStats(batch = 5000): Promise<StatsRow[]> {
    const increments: StatsIncrements = new Map();
    for (let last: string | undefined; ; ) {
      const docs = await this.collection.find(last ? { _id: { $gt: last } } : {}, { sort: { _id: 1 }, limit: batch, projection: COUNTED_FIELDS });
      for (const doc of docs) addContributions(increments, doc as CountedOrder, 1);
      if (docs.length < batch) return rowsOf(increments);
      last = docs.at(-1)!._id;
    }
  }

  async insert(order: NewOrderRecord): Promise<OrderRecord> {
    try {
      const delta = statsDelta(null, order);
      if (delta.size === 0) return toRecord(await this.collection.insertOne(toDoc(order))) as OrderRecord;
      return await this.documents.transaction(async () => {
        const inserted = toRecord(await this.collection.insertOne(toDoc(order))) as OrderRecord;
        await this.stats.apply(delta);
        return inserted;
      });
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
    const filter = conditionFilter(id, condition);
    if (!changeMovesStats(change)) return toRecord(await this.collection.updateOne(filter, changeUpdate(change)));
    // The order as it was and as it is, in one unit of work: the projection moves by the difference.
    return this.documents.transaction(async () => {
      const [before] = await this.collection.find(filter, { projection: COUNTED_FIELDS, limit: 1 });
      if (!before) return null;
      const after = await this.collection.updateOne(filter, changeUpdate(change));
      if (after) await this.stats.apply(statsDelta(before as CountedOrder, after));
      return toRecord(after);
    });
  }

  async delete(id: string): Promise<void> {
    if (!isObjectId(id)) return;
    await this.documents.transaction(async () => {
      const [before] = await this.collection.find({ _id: id }, { projection: COUNTED_FIELDS, limit: 1 });
      if (before && (await this.collection.deleteOne({ _id: id }))) await this.stats.apply(statsDelta(before as CountedOrder, null));
    });
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
    if (criteria.status) filter.status = criteria.status;
    if (criteria.paymentStatus) filter['paymentInfo.status'] = criteria.paymentStatus;
    if (criteria.searchWords?.length) return this.page({ ...filter, searchPrefixes: { $all: criteria.searchWords } }, criteria);
    // Without a search, the total is the projection's count for these filters: one row, no count.
    const [docs, [all]] = await Promise.all([
      this.collection.find(filter, { sort: NEWEST_FIRST, skip: criteria.skip, limit: criteria.limit }),
      this.stats.read([ALL_TIME]),
    ]);
    const { status, paymentStatus } = criteria;
    const total = status && paymentStatus ? all!.statusPayment[status][paymentStatus] : status ? all!.status[status] : paymentStatus ? all!.payment[paymentStatus] : all!.orders;
    return { orders: docs.map((doc) => toRecord(doc) as OrderRecord), total };
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

  private async page(filter: Filter, criteria: { skip: number; limit: number }) {
    const page = await this.collection.findPage(filter, { sort: NEWEST_FIRST, skip: criteria.skip, limit: criteria.limit });
    return { orders: page.items.map((doc) => toRecord(doc) as OrderRecord), total: page.total };
  }
}
