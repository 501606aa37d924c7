import './product-badge.css';
import { useT } from '@/lib/i18n/use-t';
import type { Product } from '../types';
import { productDiscount } from '../utils/product-view';

/** Featured, the discount percent and the product's own badge (NEW, SALE, BESTSELLER…). */
export function ProductBadges({ product }: { product: Product }) {
  const t = useT();
  const discount = productDiscount(product);
  const custom = product.badge?.trim();
  if (!product.isFeatured && !discount && !custom) return null;
  return (
    <ul className="product-badges" aria-label={t('catalog.badges.label')}>
      {product.isFeatured ? <li className="product-badge badge-featured">{t('catalog.badges.featured')}</li> : null}
      {discount ? <li className="product-badge badge-discount">-{discount}%</li> : null}
      {custom ? <li className={`product-badge badge-custom badge-${custom.toLowerCase().replace(/[^a-z]/g, '')}`}>{custom}</li> : null}
    </ul>
  );
}
