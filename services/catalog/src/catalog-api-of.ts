// The use cases behind the CatalogApi, wired to the given ports.
import { newId } from '@shop/platform';
import type { CatalogApi } from './api/catalog-api';
import type { CatalogPorts } from './core/catalog-ports';
import { AdminListProducts } from './core/use-cases/admin-list-products.use-case';
import { AdminListReviews } from './core/use-cases/admin-list-reviews.use-case';
import { GetCatalogStats } from './core/use-cases/catalog-stats.use-case';
import { CreateProduct } from './core/use-cases/create-product.use-case';
import { DeleteMyReview } from './core/use-cases/delete-my-review.use-case';
import { DeleteProduct } from './core/use-cases/delete-product.use-case';
import { DeleteReview } from './core/use-cases/delete-review.use-case';
import { FeaturedProducts } from './core/use-cases/featured-products.use-case';
import { GetMyReview } from './core/use-cases/get-my-review.use-case';
import { GetProduct } from './core/use-cases/get-product.use-case';
import { GetProducts } from './core/use-cases/get-products.use-case';
import { ListFacets } from './core/use-cases/list-facets.use-case';
import { ListProductStamps } from './core/use-cases/list-product-stamps.use-case';
import { ListProducts } from './core/use-cases/list-products.use-case';
import { ListReviews } from './core/use-cases/list-reviews.use-case';
import { ListWishlist } from './core/use-cases/list-wishlist.use-case';
import { PatchProduct } from './core/use-cases/patch-product.use-case';
import { RecordView } from './core/use-cases/record-view.use-case';
import { RelatedProducts } from './core/use-cases/related-products.use-case';
import { RemoveFromWishlist } from './core/use-cases/remove-from-wishlist.use-case';
import { ReplaceVariants } from './core/use-cases/replace-variants.use-case';
import { ReserveStock } from './core/use-cases/reserve-stock.use-case';
import { RestockLines } from './core/use-cases/restock-lines.use-case';
import { ReturnStock } from './core/use-cases/return-stock.use-case';
import { SearchSynonymTable } from './core/use-cases/search-synonyms.use-case';
import { SettleStock } from './core/use-cases/settle-stock.use-case';
import { SubmitReview } from './core/use-cases/submit-review.use-case';
import { ToggleWishlist } from './core/use-cases/toggle-wishlist.use-case';
import { TopRatedProducts } from './core/use-cases/top-rated-products.use-case';
import { UpdateProduct } from './core/use-cases/update-product.use-case';

export function catalogApiOf(ports: CatalogPorts): CatalogApi {
  const list = new ListProducts(ports);
  const stamps = new ListProductStamps(ports);
  const get = new GetProduct(ports);
  const batch = new GetProducts(ports);
  const featured = new FeaturedProducts(ports);
  const topRated = new TopRatedProducts(ports);
  const related = new RelatedProducts(ports);
  const facets = new ListFacets(ports);
  const views = new RecordView(ports);
  const submitReview = new SubmitReview(ports);
  const listReviews = new ListReviews(ports);
  const adminReviews = new AdminListReviews(ports);
  const deleteReview = new DeleteReview(ports);
  const myReview = new GetMyReview(ports);
  const deleteMyReview = new DeleteMyReview(ports);
  const toggle = new ToggleWishlist(ports);
  const listWishlist = new ListWishlist(ports);
  const removeWishlist = new RemoveFromWishlist(ports);
  const adminProducts = new AdminListProducts(ports);
  const create = new CreateProduct(ports);
  const update = new UpdateProduct(ports);
  const patch = new PatchProduct(ports);
  const remove = new DeleteProduct(ports);
  const reserve = new ReserveStock(ports);
  const settle = new SettleStock(ports);
  const returns = new ReturnStock(ports);
  const restock = new RestockLines(ports);
  const stats = new GetCatalogStats(ports);
  const synonyms = new SearchSynonymTable(ports);
  const variants = new ReplaceVariants(ports, newId);
  return {
    listProducts: (query) => list.execute(query),
    searchProducts: (query) => list.execute(query),
    featuredProducts: (limit) => featured.execute(limit),
    topRatedProducts: (limit) => topRated.execute(limit),
    getProduct: (id) => get.byId(id),
    getProductBySlug: (slug) => get.bySlug(slug),
    getProducts: (ids) => batch.execute(ids),
    relatedProducts: (id, limit) => related.execute(id, limit),
    listProductStamps: (query) => stamps.execute(query),
    listCategories: () => facets.categories(),
    listBrands: () => facets.brands(),
    recordView: (input) => views.execute(input),
    submitReview: (input) => submitReview.execute(input),
    listReviews: (productId, page) => listReviews.execute(productId, page),
    adminListReviews: (query) => adminReviews.execute(query),
    deleteReview: (input) => deleteReview.execute(input),
    myReview: (input) => myReview.execute(input),
    deleteMyReview: (input) => deleteMyReview.execute(input),
    toggleWishlist: (input) => toggle.execute(input),
    listWishlist: (userId) => listWishlist.execute(userId),
    removeFromWishlist: (input) => removeWishlist.one(input),
    clearWishlist: (userId) => removeWishlist.all(userId),
    adminListProducts: (query) => adminProducts.execute(query),
    createProduct: (input) => create.execute(input),
    updateProduct: (input) => update.execute(input),
    patchProduct: (input) => patch.execute(input),
    deleteProduct: (id, actor) => remove.execute(id, actor),
    reserveStock: (input) => reserve.execute(input),
    releaseStock: (reference) => settle.release(reference),
    commitStock: (reference) => settle.commit(reference),
    returnStock: (reference) => returns.execute(reference),
    restockLines: (input) => restock.execute(input),
    catalogStats: () => stats.execute(),
    searchSynonyms: () => synonyms.get(),
    replaceSearchSynonyms: (input) => synonyms.replace(input),
    replaceVariants: (input) => variants.execute(input),
  };
}
