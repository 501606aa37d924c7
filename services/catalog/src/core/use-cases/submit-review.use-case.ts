import { isObjectId } from '@shop/contracts';
import { AppError, parseReview } from '@shop/domain';
import type { SubmittedReview, SubmitReviewInput } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import type { ProductRecord } from '../product/product';
import { moveRating } from '../review/rating';
import { reviewSearchPrefixes, toReviewView, type ReviewAuthor, type ReviewRecord } from '../review/review';
import { authorOf, reviewerIdOf } from '../review/reviewer';
import { markIfBought } from '../review/verified-purchase';
import { notFound } from './get-product.use-case';

const MAX_ATTEMPTS = 20;

type Draft = { rating: number; comment: string; userId: string; author: ReviewAuthor };

/**
 * A signed-in shopper's review: rating 1-5, comment 1-2000 characters once trimmed. One per
 * user and product; a second one updates the first. The author's names are the account's, asked
 * of identity, never the caller's word. The product's rating follows each change atomically; a
 * new review is announced as review.created. A review by someone who bought the product (a paid
 * order of theirs holds it) is marked as a verified purchase.
 */
export class SubmitReview {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reviews' | 'purchases' | 'events' | 'reads' | 'clock' | 'reviewers'>) {}

  async execute(input: SubmitReviewInput): Promise<SubmittedReview> {
    const parsed = parseReview({ rating: input.rating, comment: input.comment });
    if (!parsed.ok) throw new AppError('invalid', parsed.errors[0]?.message ?? M.validationFailed, parsed.errors);
    const userId = reviewerIdOf(input.userId);
    if (!isObjectId(input.productId)) throw notFound();
    const product = await this.deps.products.findById(input.productId.toLowerCase());
    if (!product || product.status !== 'active') throw notFound();
    const author = authorOf(await this.deps.reviewers.reviewer(userId));
    const draft: Draft = { ...parsed.value, userId, author };

    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const existing = await this.deps.reviews.findByAuthor(product._id, userId);
      const result = existing ? await this.update(existing, draft) : await this.create(product, draft);
      if (result) {
        await this.deps.reads.invalidate({ productIds: [product._id], listings: true });
        return result;
      }
    }
    throw new AppError('conflict', M.busy);
  }

  private async create(product: ProductRecord, draft: Draft): Promise<SubmittedReview | null> {
    const now = this.deps.clock.now().toISOString();
    const review = await this.deps.reviews.insert({
      productId: product._id,
      userId: draft.userId,
      user: draft.author,
      rating: draft.rating,
      comment: draft.comment,
      helpful: [],
      verifiedPurchase: false,
      searchPrefixes: reviewSearchPrefixes(draft.comment, draft.author),
      createdAt: now,
      updatedAt: now,
    });
    if (!review) return null; // the same user's other request came first: update that one
    await moveRating(this.deps.products, product._id, review.rating, 1);
    await this.deps.events.reviewCreated({
      reviewId: review._id,
      productId: product._id,
      productName: product.name,
      userId: review.userId,
      rating: review.rating,
    });
    return { review: toReviewView(await markIfBought(this.deps, review)), created: true };
  }

  private async update(existing: ReviewRecord, draft: Draft): Promise<SubmittedReview | null> {
    const updatedAt = this.deps.clock.now().toISOString();
    const changes = {
      rating: draft.rating,
      comment: draft.comment,
      user: draft.author,
      searchPrefixes: reviewSearchPrefixes(draft.comment, draft.author),
      // Always a new version, even within the same millisecond, so racing updates are told apart.
      updatedAt: updatedAt > existing.updatedAt ? updatedAt : nextVersion(existing.updatedAt),
    };
    const review = await this.deps.reviews.replace(existing._id, existing, changes);
    if (!review) return null;
    await moveRating(this.deps.products, existing.productId, review.rating - existing.rating, 0);
    return { review: toReviewView(await markIfBought(this.deps, review)), created: false };
  }
}

function nextVersion(iso: string): string {
  return new Date(new Date(iso).getTime() + 1).toISOString();
}
