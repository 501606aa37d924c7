import type { sendUnaryData, ServerUnaryCall } from '@grpc/grpc-js';
import { callerAccount, callerActor, toGrpcError, type GrpcAccessTable, type GrpcServiceRegistration } from '@shop/platform/grpc';
import { catalogPb } from '@shop/proto';
import type { CatalogApi } from '../../api/catalog-api';
import { facetsToPb, listQueryFromPb, pageToPb, productInputFromPb, productToPb, variantsBodyFromPb } from './product-messages';
import { productPatchFromPb } from './product-patch-messages';
import { catalogStatsToPb } from './stats-messages';
import {
  changeToPb,
  reservationToPb,
  reviewPageToPb,
  reviewToPb,
  wishlistItemToPb,
} from './review-messages';

/** Adapts an async function to a grpc-js unary handler; AppErrors keep their kind and details. */
function unary<Req, Res>(handle: (request: Req) => Promise<Res>) {
  return (call: ServerUnaryCall<Req, Res>, callback: sendUnaryData<Res>) => {
    handle(call.request).then(
      (reply) => callback(null, reply),
      (error: unknown) => callback(toGrpcError(error) as Parameters<sendUnaryData<Res>>[0]),
    );
  };
}

const products = (list: Parameters<typeof productToPb>[0][]) => ({ products: list.map(productToPb) });
const empty = {};

/**
 * Who may call each method, as the gateway's routes allow it one layer up. The shopper of a
 * review or a wishlist, and the admin creating a product, are the caller: never the message.
 * Stock moves belong to orders: only a service may make them.
 */
export const CATALOG_ACCESS = {
  listProducts: 'public',
  searchProducts: 'public',
  listFeaturedProducts: 'public',
  listTopRatedProducts: 'public',
  getProduct: 'public',
  getProductBySlug: 'public',
  getProducts: 'public',
  listRelatedProducts: 'public',
  // What /sitemap.xml publishes.
  listProductStamps: 'public',
  listCategories: 'public',
  listBrands: 'public',
  recordProductView: 'public',
  createReview: 'user',
  listReviews: 'public',
  adminListReviews: 'admin',
  deleteReview: 'admin',
  getMyReview: 'user',
  deleteMyReview: 'user',
  toggleWishlist: 'user',
  listWishlist: 'user',
  removeFromWishlist: 'user',
  clearWishlist: 'user',
  adminListProducts: 'admin',
  createProduct: 'admin',
  updateProduct: 'admin',
  patchProduct: 'admin',
  deleteProduct: 'admin',
  reserveStock: 'service',
  releaseStock: 'service',
  commitStock: 'service',
  returnStock: 'service',
  restockLines: 'service',
  getCatalogStats: 'admin',
  getSearchSynonyms: 'admin',
  replaceSearchSynonyms: 'admin',
  replaceProductVariants: 'admin',
} as const satisfies GrpcAccessTable<typeof catalogPb.CatalogService>;

/** The catalog's gRPC service over any CatalogApi (the in-process one, in the service's process). */
export function catalogGrpcService(api: CatalogApi): GrpcServiceRegistration {
  const implementation: catalogPb.CatalogServer = {
    listProducts: unary(async (req) => pageToPb(await api.listProducts(listQueryFromPb(req)))),
    searchProducts: unary(async (req) => {
      const query = listQueryFromPb(req);
      return pageToPb(await api.searchProducts({ ...query, search: query.search ?? '' }));
    }),
    listFeaturedProducts: unary(async (req) => products(await api.featuredProducts(req.limit || undefined))),
    listTopRatedProducts: unary(async (req) => products(await api.topRatedProducts(req.limit || undefined))),
    getProduct: unary(async (req) => productToPb(await api.getProduct(req.id))),
    getProductBySlug: unary(async (req) => productToPb(await api.getProductBySlug(req.slug))),
    getProducts: unary(async (req) => products(await api.getProducts(req.ids))),
    listRelatedProducts: unary(async (req) => products(await api.relatedProducts(req.id, req.limit || undefined))),
    listProductStamps: unary((req) => api.listProductStamps({ after: req.after, limit: req.limit })),
    listCategories: unary(async () => facetsToPb(await api.listCategories())),
    listBrands: unary(async () => facetsToPb(await api.listBrands())),
    recordProductView: unary((req) => api.recordView({ productId: req.id, visitor: req.visitor })),

    createReview: unary(async (req) => {
      // The author is the caller; the catalog looks up their names with identity.
      const input = { productId: req.productId, userId: callerActor().userId, rating: req.rating, comment: req.comment };
      const { review, created } = await api.submitReview(input);
      return { review: reviewToPb(review), created };
    }),
    listReviews: unary(async (req) =>
      reviewPageToPb(await api.listReviews(req.productId, { page: req.page?.page || undefined, limit: req.page?.limit || undefined })),
    ),
    adminListReviews: unary(async (req) =>
      reviewPageToPb(
        await api.adminListReviews({
          page: req.page?.page || undefined,
          limit: req.page?.limit || undefined,
          search: req.search,
          rating: req.rating,
          productId: req.productId,
        }),
      ),
    ),
    deleteReview: unary(async (req) => {
      await api.deleteReview({ productId: req.productId, reviewId: req.reviewId, actor: callerAccount() });
      return empty;
    }),
    // The shopper's own review: the caller's, never one the message names.
    getMyReview: unary(async (req) => {
      const review = await api.myReview({ productId: req.productId, userId: callerActor().userId });
      return review ? { review: reviewToPb(review) } : {};
    }),
    deleteMyReview: unary(async (req) => {
      await api.deleteMyReview({ productId: req.productId, userId: callerActor().userId });
      return empty;
    }),

    toggleWishlist: unary(async (req) => changeToPb(await api.toggleWishlist({ userId: callerActor().userId, productId: req.productId }))),
    listWishlist: unary(async () => {
      const { userId } = callerActor();
      return { items: (await api.listWishlist(userId)).map((item) => wishlistItemToPb(userId, item)) };
    }),
    removeFromWishlist: unary(async (req) =>
      changeToPb(await api.removeFromWishlist({ userId: callerActor().userId, productId: req.productId })),
    ),
    clearWishlist: unary(async () => changeToPb(await api.clearWishlist(callerActor().userId))),

    adminListProducts: unary(async (req) => pageToPb(await api.adminListProducts(listQueryFromPb(req)))),
    createProduct: unary(async (req) =>
      productToPb(await api.createProduct({ product: productInputFromPb(req.product), creator: callerActor().userId, actor: callerAccount() })),
    ),
    updateProduct: unary(async (req) => productToPb(await api.updateProduct({ id: req.id, product: productInputFromPb(req.product), actor: callerAccount() }))),
    patchProduct: unary(async (req) => productToPb(await api.patchProduct({ id: req.id, patch: productPatchFromPb(req.patch), actor: callerAccount() }))),
    deleteProduct: unary(async (req) => {
      await api.deleteProduct(req.id, callerAccount());
      return empty;
    }),

    reserveStock: unary(async (req) => reservationToPb(await api.reserveStock({ reference: req.reference, items: req.items }))),
    releaseStock: unary(async (req) => reservationToPb(await api.releaseStock(req.reference))),
    commitStock: unary(async (req) => reservationToPb(await api.commitStock(req.reference))),
    returnStock: unary(async (req) => reservationToPb(await api.returnStock(req.reference))),
    restockLines: unary(async (req) => reservationToPb(await api.restockLines({ reference: req.reference, items: req.items }))),
    getCatalogStats: unary(async () => catalogStatsToPb(await api.catalogStats())),
    getSearchSynonyms: unary(() => api.searchSynonyms()),
    replaceSearchSynonyms: unary((req) => api.replaceSearchSynonyms({ synonyms: req.synonyms, actor: callerAccount() })),
    replaceProductVariants: unary(async (req) => productToPb(await api.replaceVariants({ id: req.id, body: variantsBodyFromPb(req), actor: callerAccount() }))),
  };
  return { definition: catalogPb.CatalogService, implementation, access: CATALOG_ACCESS };
}
