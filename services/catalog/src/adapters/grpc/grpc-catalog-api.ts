// The catalog over gRPC, for a gateway or service that runs apart from it (CATALOG_GRPC_URL).
// Its own subpath export (`@shop/catalog/grpc-client`), so the in-process path never loads grpc-js.
// Who is calling travels as the caller's access token (request context), not in the messages:
// the reviewer, wishlist owner, product creator and acting admin of the CatalogApi inputs serve in-process callers only.
import { Metadata, type CallOptions, type ClientUnaryCall, type ServiceError } from '@grpc/grpc-js';
import { AppError, parseReview } from '@shop/domain';
import { createGrpcClient, GrpcApiClient, type GrpcClientOptions } from '@shop/platform/grpc';
import { catalogPb } from '@shop/proto';
import type { CatalogApi } from '../../api/catalog-api';
import { CATALOG_MESSAGES as M } from '../../core/catalog-messages';
import { stampRequestOf } from '../../core/listing/paging';
import { fromGrpcError } from '@shop/platform/grpc';
import { productPatchToPb } from './product-patch-messages';
import { catalogStatsFromPb } from './stats-messages';
import { facetsFromPb, listQueryToPb, pageFromPb, pageRequestToPb, productFromPb, productInputToPb, variantsBodyToPb } from './product-messages';
import {
  changeFromPb,
  cleanProductInput,
  reservationFromPb,
  reviewFromPb,
  reviewPageFromPb,
  wishlistItemsFromPb,
} from './review-messages';

/** Reads, and the stock calls (idempotent on their reference), may be retried. */
export const IDEMPOTENT_METHODS = [
  'ListProducts',
  'SearchProducts',
  'ListFeaturedProducts',
  'ListTopRatedProducts',
  'GetProduct',
  'GetProductBySlug',
  'GetProducts',
  'ListRelatedProducts',
  'ListProductStamps',
  'ListCategories',
  'ListBrands',
  'ListReviews',
  'AdminListReviews',
  'GetMyReview',
  'ListWishlist',
  'AdminListProducts',
  'ReserveStock',
  'ReleaseStock',
  'CommitStock',
  'ReturnStock',
  'RestockLines',
  'GetCatalogStats',
  'GetSearchSynonyms',
  // The whole table each time: a repeat stores the same and records no second audit entry.
  'ReplaceSearchSynonyms',
  // The whole set of variants each time; a variant kept keeps its id and reserved units.
  'ReplaceProductVariants',
] as const;

type Client = catalogPb.CatalogClient;
type Callback<Res> = (error: ServiceError | null, response: Res) => void;
type Method<Req, Res> = (request: Req, metadata: Metadata, options: Partial<CallOptions>, callback: Callback<Res>) => ClientUnaryCall;

export class GrpcCatalogApi extends GrpcApiClient<Client> implements CatalogApi {
  constructor(url: string, options: GrpcClientOptions = {}) {
    super(createGrpcClient(catalogPb.CatalogClient, url, { idempotent: IDEMPOTENT_METHODS, ...options }));
  }

  /** A unary call whose failure is the service's AppError (kind and details kept), or a GrpcCallError. */
  private call<Req, Res>(method: Method<Req, Res>, request: Req): Promise<Res> {
    return new Promise((resolve, reject) => {
      method.call(this.client, request, new Metadata(), {}, (error, response) =>
        error ? reject(fromGrpcError(error)) : resolve(response),
      );
    });
  }

  listProducts: CatalogApi['listProducts'] = async (query) =>
    pageFromPb(await this.call(this.client.listProducts, listQueryToPb(query)));

  searchProducts: CatalogApi['searchProducts'] = async (query) =>
    pageFromPb(await this.call(this.client.searchProducts, listQueryToPb(query)));

  featuredProducts: CatalogApi['featuredProducts'] = async (limit) =>
    (await this.call(this.client.listFeaturedProducts, { limit: limit ?? 0 })).products.map(productFromPb);

  topRatedProducts: CatalogApi['topRatedProducts'] = async (limit) =>
    (await this.call(this.client.listTopRatedProducts, { limit: limit ?? 0 })).products.map(productFromPb);

  getProduct: CatalogApi['getProduct'] = async (id) => productFromPb(await this.call(this.client.getProduct, { id }));

  getProductBySlug: CatalogApi['getProductBySlug'] = async (slug) =>
    productFromPb(await this.call(this.client.getProductBySlug, { slug }));

  getProducts: CatalogApi['getProducts'] = async (ids) =>
    (await this.call(this.client.getProducts, { ids })).products.map(productFromPb);

  relatedProducts: CatalogApi['relatedProducts'] = async (id, limit) =>
    (await this.call(this.client.listRelatedProducts, { id, limit: limit ?? 0 })).products.map(productFromPb);

  listProductStamps: CatalogApi['listProductStamps'] = async (query) => {
    // Checked here too: the wire carries a 32-bit whole number, so 1.5 or 2^32 + 1 would not arrive as sent.
    const { products, next } = await this.call(this.client.listProductStamps, stampRequestOf(query));
    return { products: products.map(({ id, updatedAt }) => ({ id, updatedAt })), ...(next !== undefined ? { next } : {}) };
  };

  listCategories: CatalogApi['listCategories'] = async () => facetsFromPb(await this.call(this.client.listCategories, {}));

  listBrands: CatalogApi['listBrands'] = async () => facetsFromPb(await this.call(this.client.listBrands, {}));

  recordView: CatalogApi['recordView'] = async ({ productId, visitor }) =>
    this.call(this.client.recordProductView, { id: productId, visitor });

  submitReview: CatalogApi['submitReview'] = async (input) => {
    // Checked here too: the wire carries a whole number, so 4.5 or 'abc' would not arrive as sent.
    const parsed = parseReview({ rating: input.rating, comment: input.comment });
    if (!parsed.ok) throw new AppError('invalid', parsed.errors[0]?.message ?? M.validationFailed, parsed.errors);
    // The author travels as the caller's access token, not in the message.
    const request = { productId: input.productId, ...parsed.value };
    const reply = await this.call(this.client.createReview, request);
    if (!reply.review) throw new Error('CreateReview answered without a review');
    return { review: reviewFromPb(reply.review), created: reply.created };
  };

  listReviews: CatalogApi['listReviews'] = async (productId, page = {}) =>
    reviewPageFromPb(await this.call(this.client.listReviews, { productId, page: pageRequestToPb(page) }));

  adminListReviews: CatalogApi['adminListReviews'] = async (query) =>
    reviewPageFromPb(
      await this.call(this.client.adminListReviews, {
        page: pageRequestToPb(query),
        search: query.search,
        rating: query.rating,
        productId: query.productId,
      }),
    );

  deleteReview: CatalogApi['deleteReview'] = async (input) => {
    await this.call(this.client.deleteReview, input);
  };

  // The author travels as the caller's access token, not in the message.
  myReview: CatalogApi['myReview'] = async ({ productId }) => {
    const { review } = await this.call(this.client.getMyReview, { productId });
    return review ? reviewFromPb(review) : null;
  };

  deleteMyReview: CatalogApi['deleteMyReview'] = async ({ productId }) => {
    await this.call(this.client.deleteMyReview, { productId });
  };

  toggleWishlist: CatalogApi['toggleWishlist'] = async ({ productId }) =>
    changeFromPb(await this.call(this.client.toggleWishlist, { productId }));

  listWishlist: CatalogApi['listWishlist'] = async () => wishlistItemsFromPb(await this.call(this.client.listWishlist, {}));

  removeFromWishlist: CatalogApi['removeFromWishlist'] = async ({ productId }) =>
    changeFromPb(await this.call(this.client.removeFromWishlist, { productId }));

  clearWishlist: CatalogApi['clearWishlist'] = async () => changeFromPb(await this.call(this.client.clearWishlist, {}));

  adminListProducts: CatalogApi['adminListProducts'] = async (query) =>
    pageFromPb(await this.call(this.client.adminListProducts, listQueryToPb(query)));

  createProduct: CatalogApi['createProduct'] = async ({ product }) =>
    productFromPb(await this.call(this.client.createProduct, { product: productInputToPb(cleanProductInput(product)) }));

  updateProduct: CatalogApi['updateProduct'] = async ({ id, product }) =>
    productFromPb(await this.call(this.client.updateProduct, { id, product: productInputToPb(cleanProductInput(product)) }));

  patchProduct: CatalogApi['patchProduct'] = async ({ id, patch }) =>
    productFromPb(await this.call(this.client.patchProduct, { id, patch: productPatchToPb(patch) }));

  deleteProduct: CatalogApi['deleteProduct'] = async (id) => {
    await this.call(this.client.deleteProduct, { id });
  };

  reserveStock: CatalogApi['reserveStock'] = async ({ reference, items }) =>
    reservationFromPb(await this.call(this.client.reserveStock, { reference, items }));

  releaseStock: CatalogApi['releaseStock'] = async (reference) =>
    reservationFromPb(await this.call(this.client.releaseStock, { reference }));

  commitStock: CatalogApi['commitStock'] = async (reference) =>
    reservationFromPb(await this.call(this.client.commitStock, { reference }));

  returnStock: CatalogApi['returnStock'] = async (reference) =>
    reservationFromPb(await this.call(this.client.returnStock, { reference }));

  restockLines: CatalogApi['restockLines'] = async ({ reference, items }) =>
    reservationFromPb(await this.call(this.client.restockLines, { reference, items }));

  catalogStats: CatalogApi['catalogStats'] = async () => catalogStatsFromPb(await this.call(this.client.getCatalogStats, {}));

  searchSynonyms: CatalogApi['searchSynonyms'] = async () => {
    const { synonyms } = await this.call(this.client.getSearchSynonyms, {});
    return { synonyms: synonyms.map(({ word, terms }) => ({ word, terms })) };
  };

  replaceVariants: CatalogApi['replaceVariants'] = async ({ id, body }) =>
    productFromPb(await this.call(this.client.replaceProductVariants, variantsBodyToPb(id, body)));

  replaceSearchSynonyms: CatalogApi['replaceSearchSynonyms'] = async (input) => {
    const { synonyms } = await this.call(this.client.replaceSearchSynonyms, { synonyms: input.synonyms });
    return { synonyms: synonyms.map(({ word, terms }) => ({ word, terms })) };
  };
}
