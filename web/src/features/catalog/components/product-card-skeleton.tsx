import { Skeleton } from '@/components/ui/skeleton';
import './product-card.css';
import './product-card-skeleton.css';

/** A product card's outline while the products load: same media box, same lines, same button. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  return (
    <div className={`product-card product-card-${layout} product-card-skeleton`} aria-hidden="true">
      <div className="product-card-media" />
      <div className="product-card-body">
        <Skeleton className="card-skeleton-meta" />
        <Skeleton className="card-skeleton-title" />
        <Skeleton className="card-skeleton-rating" />
        <span className="card-skeleton-description">
          <Skeleton className="card-skeleton-text" />
          <Skeleton className="card-skeleton-text card-skeleton-short" />
        </span>
        <div className="product-card-footer">
          <Skeleton className="card-skeleton-price" />
          <Skeleton className="card-skeleton-stock" />
          <Skeleton className="card-skeleton-button" />
        </div>
      </div>
    </div>
  );
}

/** Placeholder cards in the listing's grid, as many as a first screen shows. */
export function ProductGridSkeleton({ count = 8, layout = 'grid' }: { count?: number; layout?: 'grid' | 'list' }) {
  return (
    <ul className={`product-grid product-grid-${layout}`} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton layout={layout} />
        </li>
      ))}
    </ul>
  );
}
