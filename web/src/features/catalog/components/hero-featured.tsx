import { Link } from 'wouter';
import { renditionUrl } from '@shop/contracts/product-images';
import { formatRwf } from '@shop/domain';
import { translate, useLanguage } from '@/lib/i18n/use-t';
import { localizedProduct } from '@/lib/localized-product';
import { categoryLabel } from '@/lib/shop-info';
import { countProductView } from '../api/count-product-view';
import type { Product } from '../types';
import { productDiscount, productImage, productPath } from '../utils/product-view';
import { ProductImage } from './product-image';
import './hero-featured.css';

/** Three featured products beside the hero text, named in the shopper's language where they have it. */
export function HeroFeatured({ products }: { products: Product[] }) {
  const language = useLanguage();
  return (
    <div className="hero-featured">
      <p className="hero-featured-title">{translate('home.featuredThisWeek')}</p>
      <ul>
        {products.map((product) => {
          const discount = productDiscount(product);
          const image = productImage(product);
          // An uploaded photo's smallest stored width is plenty for this thumb-sized picture.
          const smallest = product.media[image]?.widths[0];
          return (
            <li key={product._id}>
              <Link to={productPath(product)} className="hero-product" onClick={() => countProductView(product._id)}>
                <span className="hero-product-image">
                  <ProductImage src={smallest ? renditionUrl(image, smallest, 'webp') : image} alt="" loading="priority" />
                </span>
                <span className="hero-product-text">
                  <span className="hero-product-category">{categoryLabel(product.category)}</span>
                  <span className="hero-product-name">{localizedProduct(product, language).name}</span>
                  <span className="hero-product-price">
                    {formatRwf(product.price)}
                    {discount ? <span className="hero-product-discount">-{discount}%</span> : null}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Placeholders while the featured products load, so the hero does not jump. */
export function HeroFeaturedSkeleton() {
  return (
    <div className="hero-featured" aria-hidden="true">
      <p className="hero-featured-title">{translate('home.featuredThisWeek')}</p>
      <ul>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <span className="hero-product hero-product-skeleton">
              <span className="hero-product-image" />
              <span className="hero-product-text">
                <span className="skeleton-line" />
                <span className="skeleton-line skeleton-short" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
