import { Skeleton, Skeletons } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';
import './product-detail.css';
import './product-gallery.css';
import './product-detail-skeleton.css';

/** The details column, top to bottom: category, name, brand, rating, price, text, stock, buttons, features. */
const INFO_LINES = [
  'detail-skeleton-category',
  'detail-skeleton-name',
  'detail-skeleton-brand',
  'detail-skeleton-rating',
  'detail-skeleton-price',
  'detail-skeleton-text',
  'detail-skeleton-text detail-skeleton-short',
  'detail-skeleton-stock',
  'detail-skeleton-actions',
  'detail-skeleton-features',
];

/**
 * The product page's outline while the product loads: breadcrumb, the square picture, the
 * details column and the tabs, at their real sizes, so the page does not jump when it arrives.
 */
export function ProductDetailSkeleton() {
  const t = useT();
  return (
    <div className="container page product-page" role="status">
      <span className="visually-hidden">{t('catalog.product.loading')}</span>
      <Skeleton className="detail-skeleton-breadcrumb" />
      <div className="product-main" aria-hidden="true">
        <div className="gallery">
          <div className="gallery-stage" />
        </div>
        <div className="product-info">
          <Skeletons classNames={INFO_LINES} />
        </div>
      </div>
      <div className="product-tabs card detail-skeleton-tabs" aria-hidden="true" />
    </div>
  );
}
