import { AppError, parseReview } from '@shop/domain';
import type { ProductVariantsBody } from '@shop/contracts';
import type { ProductInput, Reviewer } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { keysOf, ratingAverage } from '../product/product';
import { parseProductInput } from '../product/product-input';
import { reviewSearchPrefixes } from '../review/review';
import { reviewerOf } from '../review/reviewer';
import { insertProduct } from './insert-product';
import { ReplaceVariants } from './replace-variants.use-case';

/** A product with its history, as a seed or a migration brings it. */
export interface ImportedProduct {
  product: ProductInput;
  creator: string;
  createdAt: string;
  views?: number;
  purchases?: number;
  reviews?: Array<{ user: Reviewer; rating: number; comment: string; createdAt: string }>;
  /** The options and variants it is sold in, as an admin gives them. */
  variants?: ProductVariantsBody;
}

/**
 * Loads products with their history (age, views, purchases, reviews) into an empty catalog:
 * each is checked with the admin form rules, gets a unique slug and its EBM fields (the next
 * codes of the shop's series, in the order given, for those that bring none), and its rating is
 * computed from its reviews; one sold in variants gets them. Does nothing when the catalog already has products. No events are sent.
 */
export class ImportProducts {
  private readonly variants: ReplaceVariants;

  constructor(
    private readonly deps: Pick<CatalogPorts, 'products' | 'itemCodes' | 'reviews' | 'reads' | 'clock' | 'events' | 'unitOfWork'>,
    newId: () => string,
  ) {
    this.variants = new ReplaceVariants(deps, newId);
  }

  async execute(items: ImportedProduct[]): Promise<{ imported: number }> {
    if ((await this.deps.products.count({})) > 0) return { imported: 0 };
    let imported = 0;
    for (const item of items) {
      await this.importOne(item);
      imported += 1;
    }
    // Loaded before the shop serves anyone (start-up, or the seed on a stopped shop): nothing to tell.
    await this.deps.reads.invalidate();
    return { imported };
  }

  private async importOne(item: ImportedProduct): Promise<void> {
    const { details, stock, fiscal } = parseProductInput(item.product);
    const reviews = (item.reviews ?? []).map((review) => {
      const parsed = parseReview(review);
      if (!parsed.ok) throw new AppError('invalid', `${details.name}: ${parsed.errors[0]?.message}`, parsed.errors);
      return { ...reviewerOf(review.user), ...parsed.value, createdAt: review.createdAt };
    });
    const sum = reviews.reduce((total, review) => total + review.rating, 0);
    const record = await insertProduct(
      this.deps,
      {
        ...details,
        ...keysOf(details),
        isActive: details.status === 'active',
        currency: 'RWF',
        creator: item.creator,
        stock: { quantity: stock.quantity, reserved: 0, available: stock.quantity, lowStockThreshold: stock.lowStockThreshold },
        rating: { average: ratingAverage(sum, reviews.length), count: reviews.length, sum },
        views: item.views ?? 0,
        purchases: item.purchases ?? 0,
        wishlistCount: 0,
        createdAt: item.createdAt,
        updatedAt: item.createdAt,
      },
      fiscal,
    );
    if (item.variants) await this.variants.replace(record._id, item.variants);
    for (const review of reviews) {
      await this.deps.reviews.insert({
        productId: record._id,
        userId: review.userId,
        user: review.author,
        rating: review.rating,
        comment: review.comment,
        helpful: [],
        searchPrefixes: reviewSearchPrefixes(review.comment, review.author),
        createdAt: review.createdAt,
        updatedAt: review.createdAt,
      });
    }
  }
}
