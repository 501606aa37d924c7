import { Link } from 'wouter';
import { ProductThumbnail } from '@/components/ui/product-thumbnail';
import { categoryLabel } from '@/lib/shop-info';
import type { LowStockProduct } from '@shop/contracts';
import { DashboardPanel } from './dashboard-panel';

/** Products at or below their low-stock threshold, lowest first, each with a link to edit it. */
export function LowStockList({ products }: { products: LowStockProduct[] }) {
  return (
    <DashboardPanel titleId="dashboard-low-stock-title" title="Low Stock" to="/admin/products" linkText="All products">
      {products.length === 0 ? (
        <p className="dashboard-empty">Every product is above its low-stock threshold.</p>
      ) : (
        <ul className="dashboard-list">
          {products.map((product) => (
            <li key={product._id} className="dashboard-list-item" data-testid="low-stock-product">
              <ProductThumbnail className="dashboard-thumb" src={product.image} size={40} />
              <div className="dashboard-list-main">
                <span className="dashboard-list-title">{product.name}</span>
                <span className="dashboard-list-text">
                  {categoryLabel(product.category)} · {product.quantity} left (threshold {product.lowStockThreshold})
                </span>
              </div>
              <Link
                to={`/admin/products?edit=${encodeURIComponent(product._id)}`}
                className="button button-secondary dashboard-edit-link"
              >
                Edit<span className="visually-hidden"> {product.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
