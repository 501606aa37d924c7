import { isObjectId } from '@shop/contracts';
import { AppError } from '@shop/domain';
import { CollectionRepository, DuplicateKeyError, type DocumentStore, type IndexSpec } from '@shop/platform';
import { CATALOG_MESSAGES as M } from '../../core/catalog-messages';
import type {
  DetailsChange,
  NewProductRecord,
  ProductCriteria,
  ProductOrder,
  ProductRepository,
  ProductStampRecord,
  Range,
  RatingTotals,
  StockTarget,
  VariantsChange,
} from '../../core/ports/product-repository.port';
import type { ProductFiscal } from '../../api/catalog-api';
import type { ProductRecord } from '../../core/product/product';
import { itemCodeTaken } from '../../core/product/product-fiscal';
import { productFilter, productSort } from './product-filter';
import { VariantStockWrites } from './variant-stock-writes';

export const PRODUCTS_COLLECTION = 'products';

/** The filters a listing may add to its status; kept in the listing indexes after the sort keys. */
const LISTING_FILTERS = ['category', 'brandKey', 'price', 'isFeatured', 'stock.available'];
const filtersBut = (field: string) => LISTING_FILTERS.filter((f) => f !== field);
/**
 * The listing filters as the word indexes keep them. Stock by its sign alone (in stock or not):
 * it moves with every order, and a kept value that moves re-indexes the product's words.
 */
const SEARCH_FILTERS = ['status', 'category', 'brandKey', 'price', 'isFeatured', 'stock.available:sign'];

/**
 * Every listing filters on status first, then sorts: one compound index per sort, ending with the
 * other filters, so a store can test them on the index entry and read only the documents it returns.
 * Counts by category or brand are answered from the last two listing indexes alone.
 */
export const PRODUCT_INDEXES: IndexSpec[] = [
  { fields: ['slug'], unique: true },
  // No two products print the same item code on a receipt; products stored before codes were kept have none.
  { fields: ['fiscal.itemCode'], unique: true, sparse: true },
  // A listing's total, and the count of each category, whatever the size of the catalogue.
  { fields: ['status'], counted: true },
  { fields: ['status', 'category'], counted: true },
  { fields: ['status', 'createdAt', ...LISTING_FILTERS] },
  { fields: ['status', 'price', ...filtersBut('price')] },
  { fields: ['status', 'nameKey', ...LISTING_FILTERS] },
  { fields: ['status', 'rating.average', 'rating.count', ...LISTING_FILTERS] },
  { fields: ['status', 'purchases', 'views', ...LISTING_FILTERS] },
  { fields: ['status', 'isFeatured', 'createdAt'] },
  { fields: ['status', 'category', 'price', ...filtersBut('category').filter((f) => f !== 'price')] },
  { fields: ['status', 'brandKey', 'price', ...filtersBut('brandKey').filter((f) => f !== 'price')] },
  { fields: ['category', 'status', 'createdAt'] },
  { fields: ['price'] },
  { fields: ['tags'] },
  // A shopper's search is of active products, often filtered too: those fields are kept in the
  // word index, so a search and its filters are answered, and counted, from it alone.
  { fields: ['searchPrefixes'], prefixSearch: true, searchFilters: SEARCH_FILTERS },
  { fields: ['namePrefixes'], prefixSearch: true, searchFilters: SEARCH_FILTERS },
  { fields: ['createdAt'] },
  // Low stock: active products whose headroom (available - threshold) is 0 or less; those sold in
  // variants by the units of their lowest variant.
  { fields: ['status', 'stock.headroom'] },
  { fields: ['status', 'stock.lowest'] },
  // Products stored before the headroom was kept (see fillHeadroom).
  { fields: ['stock.headroom'] },
];

/**
 * Stored beside the stock: `stock.headroom` = available - lowStockThreshold, moved by the same
 * $inc as available on every stock write, so "at or below the threshold" is an index range
 * (the store cannot compare two fields of a document).
 */
type StoredStock = ProductRecord['stock'] & { headroom?: number };
const headroomOf = (stock: ProductRecord['stock']) => stock.available - stock.lowStockThreshold;

/** Products in the documents port (embedded file store or MongoDB). */
export class DocumentProductRepository extends CollectionRepository<ProductRecord> implements ProductRepository {
  private readonly variantStock: VariantStockWrites;

  constructor(documents: DocumentStore) {
    super(documents, PRODUCTS_COLLECTION, PRODUCT_INDEXES);
    this.variantStock = new VariantStockWrites(this.collection);
  }

  override async ensureIndexes(): Promise<void> {
    await super.ensureIndexes();
    await this.fillHeadroom();
  }

  /** Products stored before the headroom was kept get theirs (each set only while its stock is unchanged). */
  private async fillHeadroom(): Promise<void> {
    for (let round = 0; round < 5; round += 1) {
      const missing = await this.collection.find({ 'stock.headroom': null }, { projection: { stock: 1 } });
      if (missing.length === 0) return;
      for (const { _id, stock } of missing) {
        await this.collection.updateOne(
          { _id, 'stock.available': stock.available, 'stock.lowStockThreshold': stock.lowStockThreshold, 'stock.headroom': null },
          { $set: { 'stock.headroom': headroomOf(stock) } },
        );
      }
    }
  }

  findById(id: string): Promise<ProductRecord | null> {
    return isObjectId(id) ? this.collection.findById(id) : Promise.resolve(null);
  }

  findBySlug(slug: string): Promise<ProductRecord | null> {
    return this.collection.findOne({ slug });
  }

  findByIds(ids: string[]): Promise<ProductRecord[]> {
    const valid = ids.filter(isObjectId);
    return valid.length === 0 ? Promise.resolve([]) : this.collection.find({ _id: { $in: valid } });
  }

  find(criteria: ProductCriteria, order: ProductOrder, range: Range): Promise<ProductRecord[]> {
    return this.collection.find(productFilter(criteria), { sort: productSort(order), skip: range.skip, limit: range.limit });
  }

  page(criteria: ProductCriteria, order: ProductOrder, range: Range): Promise<{ items: ProductRecord[]; total: number }> {
    return this.collection.findPage(productFilter(criteria), { sort: productSort(order), skip: range.skip, limit: range.limit });
  }

  count(criteria: ProductCriteria): Promise<number> {
    return this.collection.count(productFilter(criteria));
  }

  /** Served by the status index (in SQLite it ends on the id) or the id index, reading two fields. */
  stamps(criteria: Pick<ProductCriteria, 'status'>, { after, limit }: { after?: string; limit: number }): Promise<ProductStampRecord[]> {
    const filter = { ...productFilter(criteria), ...(after !== undefined ? { _id: { $gt: after } } : {}) };
    return this.collection.find(filter, { sort: { _id: 1 }, limit, projection: { updatedAt: 1 } });
  }

  countAll(): Promise<number> {
    return this.collection.count({});
  }

  /**
   * The `limit` products sold as one thing with the fewest available, and the `limit` products sold
   * in variants whose lowest variant has the fewest: the fewest entries of all are among them.
   */
  async lowStock(limit: number): Promise<ProductRecord[]> {
    const low = { status: 'active', 'stock.headroom': { $lte: 0 } };
    const [plain, inVariants] = await Promise.all([
      this.collection.find({ ...low, variants: null }, { sort: { 'stock.available': 1 }, limit }),
      this.collection.find({ ...low, 'stock.lowest': { $exists: true } }, { sort: { 'stock.lowest': 1 }, limit }),
    ]);
    return [...plain, ...inVariants];
  }

  async brandsOf(criteria: ProductCriteria): Promise<string[]> {
    const docs = await this.collection.find(productFilter(criteria), { projection: { brand: 1 } });
    return docs.map((doc) => doc.brand);
  }

  async slugExists(slug: string, exceptId?: string): Promise<boolean> {
    const filter = exceptId ? { slug, _id: { $ne: exceptId } } : { slug };
    return (await this.collection.count(filter)) > 0;
  }

  async itemCodeExists(itemCode: string, exceptId?: string): Promise<boolean> {
    const filter = exceptId ? { 'fiscal.itemCode': itemCode, _id: { $ne: exceptId } } : { 'fiscal.itemCode': itemCode };
    return (await this.collection.count(filter)) > 0;
  }

  withoutFiscal(limit: number): Promise<ProductRecord[]> {
    return this.collection.find({ fiscal: null }, { sort: { createdAt: 1 }, limit });
  }

  async setFiscal(id: string, fiscal: ProductFiscal): Promise<ProductRecord | null> {
    if (!isObjectId(id)) return null;
    try {
      return await this.collection.updateOne({ _id: id, fiscal: null }, { $set: { fiscal }, $inc: { detailsVersion: 1 } });
    } catch (error) {
      if (error instanceof DuplicateKeyError) return null;
      throw error;
    }
  }

  async insert(record: NewProductRecord): Promise<ProductRecord | null> {
    try {
      const stock: StoredStock = { ...record.stock, headroom: headroomOf(record.stock) };
      return await this.collection.insertOne({ ...record, stock });
    } catch (error) {
      if (error instanceof DuplicateKeyError) return null;
      throw error;
    }
  }

  async replaceDetails(id: string, change: DetailsChange): Promise<ProductRecord | null> {
    if (!isObjectId(id)) return null;
    const delta = change.quantity - change.expectedQuantity;
    const headroomDelta = delta - (change.lowStockThreshold - change.expectedThreshold);
    const { originalPrice, badge, ...details } = change.details;
    const unset = { ...(originalPrice === undefined ? { originalPrice: true } : {}), ...(badge === undefined ? { badge: true } : {}) };
    try {
      return await this.collection.updateOne(
        {
          _id: id,
          'stock.quantity': change.expectedQuantity,
          'stock.lowStockThreshold': change.expectedThreshold,
          detailsVersion: change.expectedDetailsVersion,
          // A new quantity holds every unit open orders have reserved by the time it applies.
          ...(delta !== 0 ? { 'stock.reserved': { $lte: change.quantity } } : {}),
        },
        {
          $set: {
            ...details,
            fiscal: change.fiscal,
            ...(originalPrice !== undefined ? { originalPrice } : {}),
            ...(badge !== undefined ? { badge } : {}),
            isActive: details.status === 'active',
            'stock.lowStockThreshold': change.lowStockThreshold,
            updatedAt: change.updatedAt,
          },
          ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
          $inc: { 'stock.quantity': delta, 'stock.available': delta, 'stock.headroom': headroomDelta, detailsVersion: 1 },
        },
      );
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      // Another product took the slug or the item code meanwhile: say which.
      if (await this.itemCodeExists(change.fiscal.itemCode, id)) throw itemCodeTaken(change.fiscal.itemCode);
      throw new AppError('conflict', M.slugTaken);
    }
  }

  async delete(id: string): Promise<boolean> {
    return isObjectId(id) && (await this.collection.deleteOne({ _id: id }));
  }

  async incrementViews(id: string): Promise<number | null> {
    if (!isObjectId(id)) return null;
    const after = await this.collection.updateOne({ _id: id, status: 'active' }, { $inc: { views: 1 } });
    return after ? after.views : null;
  }

  async addToWishlistCount(id: string, delta: number): Promise<void> {
    if (isObjectId(id)) await this.collection.updateOne({ _id: id }, { $inc: { wishlistCount: delta } });
  }

  async addToRating(id: string, sumDelta: number, countDelta: number): Promise<RatingTotals | null> {
    if (!isObjectId(id)) return null;
    const after = await this.collection.updateOne({ _id: id }, { $inc: { 'rating.sum': sumDelta, 'rating.count': countDelta } });
    return after ? { sum: after.rating.sum, count: after.rating.count } : null;
  }

  async setRatingAverage(id: string, totals: RatingTotals, average: number): Promise<void> {
    await this.collection.updateOne(
      { _id: id, 'rating.sum': totals.sum, 'rating.count': totals.count },
      { $set: { 'rating.average': average } },
    );
  }

  async reserve({ productId, variantId }: StockTarget, quantity: number, now: string): Promise<boolean> {
    if (!isObjectId(productId)) return false;
    if (variantId !== undefined) return this.variantStock.reserve(productId, variantId, quantity, now);
    const after = await this.collection.updateOne(
      { _id: productId, status: 'active', variants: null, 'stock.available': { $gte: quantity } },
      { $inc: { 'stock.reserved': quantity, 'stock.available': -quantity, 'stock.headroom': -quantity }, $set: { updatedAt: now } },
    );
    return after !== null;
  }

  async unreserve({ productId, variantId }: StockTarget, quantity: number, now: string): Promise<void> {
    if (variantId !== undefined) return this.variantStock.unreserve(productId, variantId, quantity, now);
    await this.collection.updateOne(
      { _id: productId, variants: null },
      { $inc: { 'stock.reserved': -quantity, 'stock.available': quantity, 'stock.headroom': quantity }, $set: { updatedAt: now } },
    );
  }

  async commit({ productId, variantId }: StockTarget, quantity: number, now: string): Promise<void> {
    if (variantId !== undefined) return this.variantStock.commit(productId, variantId, quantity, now);
    await this.collection.updateOne(
      { _id: productId, variants: null },
      { $inc: { 'stock.quantity': -quantity, 'stock.reserved': -quantity, purchases: quantity }, $set: { updatedAt: now } },
    );
  }

  async restock({ productId, variantId }: StockTarget, quantity: number, now: string): Promise<void> {
    if (variantId !== undefined) return this.variantStock.restock(productId, variantId, quantity, now);
    await this.collection.updateOne(
      { _id: productId, variants: null },
      {
        $inc: { 'stock.quantity': quantity, 'stock.available': quantity, 'stock.headroom': quantity, purchases: -quantity },
        $set: { updatedAt: now },
      },
    );
  }

  replaceVariants(id: string, change: VariantsChange): Promise<ProductRecord | null> {
    return isObjectId(id) ? this.variantStock.replace(id, change) : Promise.resolve(null);
  }
}
