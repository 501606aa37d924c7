import { Link } from 'react-router';
import { categoryLabel } from '@/lib/shop-info';
import type { LowStockProduct } from '@shop/contracts';

const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

/** Products at or below their low-stock threshold, lowest first, each with a link to edit it. */
export function LowStockList({ products }: { products: LowStockProduct[] }) {
  return (
    <section className="dashboard-panel" aria-labelledby="dashboard-low-stock-title">
      <div className="dashboard-panel-header">
        <h2 id="dashboard-low-stock-title" className="dashboard-panel-title">
          Low Stock
        </h2>
        <Link to="/admin/products" className="dashboard-panel-link">
          All products
        </Link>
      </div>
      {products.length === 0 ? (
        <p className="dashboard-empty">Every product is above its low-stock threshold.</p>
      ) : (
        <ul className="dashboard-list">
          {products.map((product) => (
            <li key={product._id} className="dashboard-list-item" data-testid="low-stock-product">
              <img
                className="dashboard-thumb"
                src={product.image || PLACEHOLDER_IMAGE}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                onError={(event) => {
                  const img = event.currentTarget;
                  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
                }}
              />
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
    </section>
  );
}
