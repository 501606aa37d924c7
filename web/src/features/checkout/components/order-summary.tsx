import { cartLineKey, formatRwf, lineName, type CartState } from '@shop/domain';
import { ShieldIcon } from '@/components/ui/icons';
import { cartTotals, OrderTotals } from '@/components/ui/order-totals';
import { ProductThumbnail } from '@/components/ui/product-thumbnail';
import { TitledSection } from '@/components/ui/titled-section';
import { useT } from '@/lib/i18n/use-t';
import './order-summary.css';

/** The order summary beside the form: the lines and the totals the order will be placed with. */
export function OrderSummary({ cart }: { cart: CartState }) {
  const t = useT();
  return (
    <TitledSection
      className="card checkout-summary"
      titleId="checkout-summary-title"
      titleClassName="checkout-summary-title"
      title={t('cart.summaryTitle')}
    >
      <ul className="summary-lines">
        {cart.items.map((item) => (
          <li key={cartLineKey(item)} className="summary-line" data-testid="summary-line">
            <ProductThumbnail src={item.image} size={48} decoding="async" />
            <div className="summary-line-info">
              <p className="summary-line-name">{lineName(item.name, item.variantLabel)}</p>
              <p className="summary-line-qty">
                {item.quantity} × {formatRwf(item.price)}
              </p>
            </div>
            <p className="summary-line-total">{formatRwf(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <OrderTotals {...cartTotals(cart)} />
      <p className="summary-secure">
        <ShieldIcon size={16} /> {t('checkout.summary.checked')}
      </p>
    </TitledSection>
  );
}
