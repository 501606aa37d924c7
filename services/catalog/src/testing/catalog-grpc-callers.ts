// Test support: who calls each CatalogApi method over gRPC, read from the arguments the
// in-process API takes (the reviewer, the wishlist owner, the creating admin).
import { TEST_ADMIN, type CallersOf } from '@shop/platform/contracts';
import type { AuditActor, CatalogApi } from '../api/catalog-api';

const anyone = () => undefined;
const admin = () => TEST_ADMIN;
/** The admin an audited write names: their token carries the same id and e-mail. */
const acting = (actor: AuditActor | undefined) => (actor ? { userId: actor.userId, role: 'ADMIN' as const, email: actor.email } : TEST_ADMIN);
/** Stock moves: the calling process's service token, no user. */
const service = () => undefined;

export const CATALOG_CALLERS: CallersOf<CatalogApi> = {
  listProducts: anyone,
  searchProducts: anyone,
  featuredProducts: anyone,
  topRatedProducts: anyone,
  getProduct: anyone,
  getProductBySlug: anyone,
  getProducts: anyone,
  relatedProducts: anyone,
  listProductStamps: anyone,
  listCategories: anyone,
  listBrands: anyone,
  recordView: anyone,
  submitReview: ({ userId }) => ({ userId }),
  listReviews: anyone,
  adminListReviews: admin,
  deleteReview: ({ actor }) => acting(actor),
  myReview: ({ userId }) => ({ userId }),
  deleteMyReview: ({ userId }) => ({ userId }),
  toggleWishlist: ({ userId }) => ({ userId }),
  listWishlist: (userId) => ({ userId }),
  removeFromWishlist: ({ userId }) => ({ userId }),
  clearWishlist: (userId) => ({ userId }),
  adminListProducts: admin,
  createProduct: ({ creator, actor }) => ({ userId: creator, role: 'ADMIN', ...(actor ? { email: actor.email } : {}) }),
  updateProduct: ({ actor }) => acting(actor),
  patchProduct: ({ actor }) => acting(actor),
  deleteProduct: (_id, actor) => acting(actor),
  reserveStock: service,
  releaseStock: service,
  commitStock: service,
  returnStock: service,
  restockLines: service,
  catalogStats: admin,
  searchSynonyms: admin,
  replaceSearchSynonyms: ({ actor }) => acting(actor),
  replaceVariants: ({ actor }) => acting(actor),
};
