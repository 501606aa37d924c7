import type { sendUnaryData, ServerUnaryCall } from '@grpc/grpc-js';
import type { GrpcServiceRegistration } from '@shop/platform/grpc';
import { catalogPb } from '@shop/proto';
import type { CatalogApi } from '../../api/catalog-api';
import { toGrpcError } from '@shop/platform/grpc';
import { facetsToPb, listQueryFromPb, pageToPb, productInputFromPb, productToPb } from './product-messages';
import { catalogStatsToPb } from './stats-messages';
import {
  changeToPb,
  reservationToPb,
  reviewerFromPb,
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
    listCategories: unary(async () => facetsToPb(await api.listCategories())),
    listBrands: unary(async () => facetsToPb(await api.listBrands())),
    recordProductView: unary((req) => api.recordView({ productId: req.id, visitor: req.visitor })),

    createReview: unary(async (req) => {
      const input = { productId: req.productId, user: reviewerFromPb(req.user), rating: req.rating, comment: req.comment };
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
      await api.deleteReview({ productId: req.productId, reviewId: req.reviewId });
      return empty;
    }),

    toggleWishlist: unary(async (req) => changeToPb(await api.toggleWishlist(req))),
    listWishlist: unary(async (req) => ({
      items: (await api.listWishlist(req.userId)).map((item) => wishlistItemToPb(req.userId, item)),
    })),
    removeFromWishlist: unary(async (req) => changeToPb(await api.removeFromWishlist(req))),
    clearWishlist: unary(async (req) => changeToPb(await api.clearWishlist(req.userId))),

    adminListProducts: unary(async (req) => pageToPb(await api.adminListProducts(listQueryFromPb(req)))),
    createProduct: unary(async (req) =>
      productToPb(await api.createProduct({ product: productInputFromPb(req.product), creator: req.creator })),
    ),
    updateProduct: unary(async (req) => productToPb(await api.updateProduct({ id: req.id, product: productInputFromPb(req.product) }))),
    deleteProduct: unary(async (req) => {
      await api.deleteProduct(req.id);
      return empty;
    }),

    reserveStock: unary(async (req) => reservationToPb(await api.reserveStock({ reference: req.reference, items: req.items }))),
    releaseStock: unary(async (req) => reservationToPb(await api.releaseStock(req.reference))),
    commitStock: unary(async (req) => reservationToPb(await api.commitStock(req.reference))),
    returnStock: unary(async (req) => reservationToPb(await api.returnStock(req.reference))),
    getCatalogStats: unary(async () => catalogStatsToPb(await api.catalogStats())),
  };
  return { definition: catalogPb.CatalogService, implementation };
}
