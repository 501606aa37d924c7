import { formatRwf } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import { ProductThumbnail } from '@/components/ui/product-thumbnail';
import { categoryLabel } from '@/lib/shop-info';
import type { Order } from '@shop/contracts';
import { orderLineName } from '../utils/line-name';

/** The ordered products as they were when bought (the product snapshot). */
export function OrderItems({ items }: { items: Order['items'] }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby="order-items-title">
      <h2 id="order-items-title" className="confirmation-section-title">
        {t('orders.items.title')}
      </h2>
      <ul className="order-items">
        {items.map((item, index) => {
          const name = orderLineName(item);
          return (
            <li key={`${item.product}-${index}`} className="order-item" data-testid="order-item">
              <ProductThumbnail className="order-item-image" src={item.productSnapshot.image} size={64} decoding="async" />
              <div className="order-item-body">
                <h3 className="order-item-name">{name}</h3>
                {item.productSnapshot.category ? (
                  <p className="order-item-category">{categoryLabel(item.productSnapshot.category)}</p>
                ) : null}
                <p className="order-item-quantity">{t('orders.items.quantity', { quantity: item.quantity })}</p>
              </div>
              <div className="order-item-prices">
                <p className="order-item-total">{formatRwf(item.price * item.quantity)}</p>
                <p className="order-item-unit">{t('orders.items.each', { price: formatRwf(item.price) })}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
