import { formatRwf, type CartState } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import './order-totals.css';

/** A cart's figures as OrderTotals shows them (the cart and the checkout summary show the same). */
export function cartTotals(cart: CartState) {
  const { subtotal, discount, deliveryFee, total, itemCount, coupon } = cart;
  return { subtotal, discount, deliveryFee, total, itemCount, couponCode: coupon?.code };
}

interface OrderTotalsProps {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  itemCount: number;
  couponCode?: string;
  /** A Remove control beside the discount (the cart); none when absent. */
  onRemoveCoupon?: () => void;
  removingCoupon?: boolean;
}

/**
 * The money lines of a cart or order: subtotal, discount with its code, Bike delivery (or
 * Free), total, and the VAT note. Figures come from @shop/domain; this only shows them.
 */
export function OrderTotals({
  subtotal,
  discount,
  deliveryFee,
  total,
  itemCount,
  couponCode,
  onRemoveCoupon,
  removingCoupon,
}: OrderTotalsProps) {
  const t = useT();
  return (
    <div className="order-totals">
      <dl className="order-totals-list">
        <div className="order-totals-row">
          <dt>{t('ui.totals.subtotal', { count: itemCount })}</dt>
          <dd data-testid="totals-subtotal">{formatRwf(subtotal)}</dd>
        </div>
        {couponCode || discount > 0 ? (
          <div className="order-totals-row order-totals-discount">
            <dt>
              {t('ui.totals.discount')}
              {couponCode ? <span className="order-totals-code">{couponCode}</span> : null}
              {onRemoveCoupon ? (
                <button
                  type="button"
                  className="order-totals-remove"
                  onClick={onRemoveCoupon}
                  disabled={removingCoupon}
                  aria-label={couponCode ? t('ui.totals.removeCode', { code: couponCode }) : t('ui.totals.removeCodeNone')}
                >
                  {t('ui.remove')}
                </button>
              ) : null}
            </dt>
            <dd data-testid="totals-discount">-{formatRwf(discount)}</dd>
          </div>
        ) : null}
        <div className="order-totals-row">
          <dt>{t('ui.totals.delivery')}</dt>
          <dd data-testid="totals-delivery">
            {deliveryFee > 0 ? formatRwf(deliveryFee) : <span className="order-totals-free">{t('ui.totals.free')}</span>}
          </dd>
        </div>
        <div className="order-totals-row order-totals-total">
          <dt>{t('ui.totals.total')}</dt>
          <dd data-testid="totals-total">{formatRwf(total)}</dd>
        </div>
      </dl>
      <p className="order-totals-vat">{t('ui.totals.vatNote')}</p>
    </div>
  );
}
