import type { catalogPb } from '@shop/proto';
import type {
  ProductInput,
  ReviewPage,
  ReviewView,
  StockReservation,
  WishlistChange,
  WishlistItemView,
} from '../../api/catalog-api';
import { parseProductInput } from '../../core/product/product-input';
import { paginationFromPb, paginationToPb, productFromPb, productToPb } from './product-messages';

// Reviews, wishlist and stock ⇄ protobuf.

export function reviewToPb(view: ReviewView): catalogPb.Review {
  const { _id, ...user } = view.user;
  return {
    id: view._id,
    productId: view.productId,
    user: { id: _id, ...user },
    rating: view.rating,
    comment: view.comment,
    helpful: view.helpful,
    verifiedPurchase: view.verifiedPurchase,
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
    ...(view.product ? { product: { id: view.product._id, name: view.product.name, image: view.product.images.primary } } : {}),
  };
}

export function reviewFromPb(pb: catalogPb.Review): ReviewView {
  const user = pb.user ?? { id: '', firstName: '', lastName: '', username: '', avatar: '' };
  return {
    _id: pb.id,
    productId: pb.productId,
    user: {
      _id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      avatar: user.avatar,
      ...(user.email !== undefined ? { email: user.email } : {}),
    },
    rating: pb.rating,
    comment: pb.comment,
    helpful: pb.helpful,
    verifiedPurchase: pb.verifiedPurchase,
    createdAt: pb.createdAt,
    updatedAt: pb.updatedAt,
    ...(pb.product ? { product: { _id: pb.product.id, name: pb.product.name, images: { primary: pb.product.image } } } : {}),
  };
}

export const reviewPageToPb = (page: ReviewPage): catalogPb.ListReviewsReply => ({
  reviews: page.reviews.map(reviewToPb),
  pagination: paginationToPb(page.pagination),
});
export const reviewPageFromPb = (reply: catalogPb.ListReviewsReply): ReviewPage => ({
  reviews: reply.reviews.map(reviewFromPb),
  pagination: paginationFromPb(reply.pagination),
});

export const wishlistItemToPb = (userId: string, item: WishlistItemView): catalogPb.WishlistItem => ({
  id: item._id,
  userId,
  productId: item.productId,
  product: productToPb(item.product),
  addedAt: item.addedAt,
});
export const wishlistItemsFromPb = (reply: catalogPb.WishlistReply): WishlistItemView[] =>
  reply.items.flatMap((item) =>
    item.product ? [{ _id: item.id, productId: item.productId, addedAt: item.addedAt, product: productFromPb(item.product) }] : [],
  );

export const changeToPb = (change: WishlistChange): catalogPb.WishlistChangeReply => ({
  added: change.added,
  action: change.action,
  productId: change.productId ?? '',
  count: change.count,
});
export const changeFromPb = (reply: catalogPb.WishlistChangeReply): WishlistChange => ({
  added: reply.added,
  action: reply.action as WishlistChange['action'],
  ...(reply.productId ? { productId: reply.productId } : {}),
  count: reply.count,
});

export const reservationToPb = (r: StockReservation): catalogPb.StockReservation => ({ ...r, items: r.items.map((i) => ({ ...i })) });
export const reservationFromPb = (pb: catalogPb.StockReservation): StockReservation => ({
  reference: pb.reference,
  items: pb.items.map(({ productId, variantId, quantity }) => ({ productId, ...(variantId !== undefined ? { variantId } : {}), quantity })),
  state: pb.state as StockReservation['state'],
});

/**
 * The form checked on the client side with the same rules the service applies, so a value
 * the wire cannot carry (a price of 'abc') fails with the same message in both topologies.
 */
export function cleanProductInput(input: ProductInput): ProductInput {
  const { details, stock, fiscal } = parseProductInput(input ?? {});
  const { translations, media: _shownMedia, ...form } = details;
  // Translations, EBM fields and photo details left out travel unset, so an update keeps the
  // stored ones; photo details given travel whole (the service alone knows the variants' images).
  return {
    ...form,
    stock,
    ...(input?.translations !== undefined ? { translations } : {}),
    ...(input?.fiscal != null ? { fiscal } : {}),
    ...(input?.media !== undefined ? { media: input.media } : {}),
  };
}
