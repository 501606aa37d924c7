import { Link } from 'wouter';
import { ProductThumbnail } from '@/components/ui/product-thumbnail';
import { useT } from '@/lib/i18n/use-t';
import { categoryLabel } from '@/lib/shop-info';
import type { LowStockProduct } from '@shop/contracts';
import { DashboardPanel } from './dashboard-panel';

/** Products at or below their low-stock threshold, lowest first, each with a link to edit it. */
export function LowStockList({ products }: { products: LowStockProduct[] }) {
  const t = useT();
  return (
    <DashboardPanel titleId="dashboard-low-stock-title" title={t('admin.lowStock.title')} to="/admin/products" linkText={t('admin.lowStock.all')}>
      {products.length === 0 ? (
        <p className="dashboard-empty">{t('admin.lowStock.empty')}</p>
      ) : (
        <ul className="dashboard-list">
          {products.map((product) => (
            <li key={product._id} className="dashboard-list-item" data-testid="low-stock-product">
              <ProductThumbnail className="dashboard-thumb" src={product.image} size={40} />
              <div className="dashboard-list-main">
                <span className="dashboard-list-title">{product.name}</span>
                <span className="dashboard-list-text">
                  {categoryLabel(product.category)} ·{' '}
                  {t('admin.lowStock.left', { quantity: product.quantity, threshold: product.lowStockThreshold })}
                </span>
              </div>
              <Link
                to={`/admin/products?edit=${encodeURIComponent(product._id)}`}
                className="button button-secondary dashboard-edit-link"
              >
                {t('admin.common.edit')}
                <span className="visually-hidden"> {product.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
