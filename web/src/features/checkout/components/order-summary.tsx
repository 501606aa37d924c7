import type { SyntheticEvent } from 'react';
import { formatRwf, type CartState } from '@shop/domain';
import { ShieldIcon } from '@/components/ui/icons';
import { OrderTotals } from '@/components/ui/order-totals';
import './order-summary.css';

const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

function fallBack(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}

/** The order summary beside the form: the lines and the totals the order will be placed with. */
export function OrderSummary({ cart }: { cart: CartState }) {
  return (
    <section className="card checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary-title">
        Order Summary
      </h2>
      <ul className="summary-lines">
        {cart.items.map((item) => (
          <li key={item.originalId} className="summary-line" data-testid="summary-line">
            <img src={item.image || PLACEHOLDER_IMAGE} alt="" width={48} height={48} loading="lazy" decoding="async" onError={fallBack} />
            <div className="summary-line-info">
              <p className="summary-line-name">{item.name}</p>
              <p className="summary-line-qty">
                {item.quantity} × {formatRwf(item.price)}
              </p>
            </div>
            <p className="summary-line-total">{formatRwf(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <OrderTotals
        subtotal={cart.subtotal}
        discount={cart.discount}
        deliveryFee={cart.deliveryFee}
        total={cart.total}
        itemCount={cart.itemCount}
        couponCode={cart.coupon?.code}
      />
      <p className="summary-secure">
        <ShieldIcon size={16} /> Prices and totals are checked again by our server when you place the order.
      </p>
    </section>
  );
}
