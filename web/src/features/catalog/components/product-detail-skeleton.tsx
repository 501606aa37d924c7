import { Skeleton } from '@/components/ui/skeleton';
import './product-detail.css';
import './product-gallery.css';
import './product-detail-skeleton.css';

/**
 * The product page's outline while the product loads: breadcrumb, the square picture, the
 * details column and the tabs, at their real sizes, so the page does not jump when it arrives.
 */
export function ProductDetailSkeleton() {
  return (
    <div className="container page product-page" role="status">
      <span className="visually-hidden">Loading product...</span>
      <Skeleton className="detail-skeleton-breadcrumb" />
      <div className="product-main" aria-hidden="true">
        <div className="gallery">
          <div className="gallery-stage" />
        </div>
        <div className="product-info">
          <Skeleton className="detail-skeleton-category" />
          <Skeleton className="detail-skeleton-name" />
          <Skeleton className="detail-skeleton-brand" />
          <Skeleton className="detail-skeleton-rating" />
          <Skeleton className="detail-skeleton-price" />
          <Skeleton className="detail-skeleton-text" />
          <Skeleton className="detail-skeleton-text detail-skeleton-short" />
          <Skeleton className="detail-skeleton-stock" />
          <Skeleton className="detail-skeleton-actions" />
          <Skeleton className="detail-skeleton-features" />
        </div>
      </div>
      <div className="product-tabs card detail-skeleton-tabs" aria-hidden="true" />
    </div>
  );
}
