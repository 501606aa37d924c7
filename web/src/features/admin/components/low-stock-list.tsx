import { Link } from 'wouter';
import { lineName } from '@shop/domain';
import { ProductThumbnail } from '@/components/ui/product-thumbnail';
import { useT } from '@/lib/i18n/use-t';
import { categoryLabel } from '@/lib/shop-info';
import type { LowStockProduct } from '@shop/contracts';
import { DashboardPanel } from './dashboard-panel';

/** The name an entry reads as: the product's, then the variant's label ("Hoodie — L / Black"). */
const entryName = (entry: LowStockProduct) => lineName(entry.name, entry.variantLabel);

/** Where an entry's Edit leads: the product's dialog, on its variants for a variant running low. */
const editLink = (entry: LowStockProduct) =>
  `/admin/products?edit=${encodeURIComponent(entry._id)}${entry.variantId ? '&tab=variants' : ''}`;

/**
 * Products at or below their low-stock threshold, lowest first, each with a link to edit it.
 * A product sold in variants runs low per variant: each such variant is an entry of its own.
 */
export function LowStockList({ products }: { products: LowStockProduct[] }) {
  const t = useT();
  return (
    <DashboardPanel titleId="dashboard-low-stock-title" title={t('admin.lowStock.title')} to="/admin/products" linkText={t('admin.lowStock.all')}>
      {products.length === 0 ? (
        <p className="dashboard-empty">{t('admin.lowStock.empty')}</p>
      ) : (
        <ul className="dashboard-list">
          {products.map((product) => (
            <li key={`${product._id}:${product.variantId ?? ''}`} className="dashboard-list-item" data-testid="low-stock-product">
              <ProductThumbnail className="dashboard-thumb" src={product.image} size={40} />
              <div className="dashboard-list-main">
                <span className="dashboard-list-title">{entryName(product)}</span>
                <span className="dashboard-list-text">
                  {categoryLabel(product.category)} ·{' '}
                  {t('admin.lowStock.left', { quantity: product.quantity, threshold: product.lowStockThreshold })}
                </span>
              </div>
              <Link
                to={editLink(product)}
                className="button button-secondary dashboard-edit-link"
              >
                {t('admin.common.edit')}
                <span className="visually-hidden"> {entryName(product)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
