import { Link } from 'wouter';
import {
  amountToFreeDelivery,
  cartLineKey,
  formatRwf,
  FREE_DELIVERY_THRESHOLD,
  RETURN_POLICY_DAYS,
  WARRANTY_YEARS,
  type CartState,
} from '@shop/domain';
import { ArrowRightIcon, CartIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';
import { ReturnIcon } from '@/components/ui/shop-icons';
import { cartTotals, OrderTotals } from '@/components/ui/order-totals';
import { EmptyState } from '@/components/ui/state-message';
import { useT } from '@/lib/i18n/use-t';
import { usePromoCode } from '../hooks/use-promo-code';
import { CartLine } from './cart-line';
import { PromoCodeBox } from './promo-code-box';
import '@/components/ui/form.css';
import './cart.css';


/** 'Add X more for free delivery!' while the amount after discount is under the threshold. */
export function FreeDeliveryPrompt({ amountAfterDiscount }: { amountAfterDiscount: number }) {
  const t = useT();
  const missing = amountToFreeDelivery(amountAfterDiscount);
  if (missing <= 0) return null;
  return (
    <p className="free-delivery-prompt" data-testid="free-delivery-prompt">
      <TruckIcon size={18} /> {t('cart.freeDeliveryPrompt', { amount: formatRwf(missing) })}
    </p>
  );
}

export function EmptyCart() {
  const t = useT();
  return (
    <EmptyState icon={<CartIcon size={28} />} title={t('cart.empty')}>
      <p className="state-message-text">{t('cart.emptyHint')}</p>
      <Link to="/products" className="button button-primary">
        {t('cart.continueShopping')}
      </Link>
    </EmptyState>
  );
}

/** The cart screen's body (SPEC section 2, Cart): lines, summary with promo code, perks. */
export function CartView({ cart }: { cart: CartState }) {
  const t = useT();
  const promo = usePromoCode(cart.subtotal);
  if (cart.items.length === 0) return <EmptyCart />;
  const perks = [
    { Icon: TruckIcon, text: t('cart.perk.freeShipping', { amount: formatRwf(FREE_DELIVERY_THRESHOLD) }) },
    { Icon: ReturnIcon, text: t('cart.perk.returns', { days: RETURN_POLICY_DAYS }) },
    { Icon: ShieldIcon, text: t('cart.perk.warranty', { years: WARRANTY_YEARS }) },
  ];
  return (
    <div className="cart-layout">
      <section className="cart-lines" aria-label={t('cart.items')}>
        <ul>
          {cart.items.map((item) => (
            <li key={cartLineKey(item)}>
              <CartLine item={item} />
            </li>
          ))}
        </ul>
        <Link to="/products" className="cart-continue">
          ← {t('cart.continueShopping')}
        </Link>
      </section>
      <aside className="cart-side" aria-label={t('cart.summary')}>
        <section className="card cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart-summary-title">
            {t('cart.summaryTitle')}
          </h2>
          <OrderTotals
            {...cartTotals(cart)}
            onRemoveCoupon={cart.coupon ? () => void promo.remove() : undefined}
            removingCoupon={promo.busy}
          />
          <FreeDeliveryPrompt amountAfterDiscount={cart.subtotal - cart.discount} />
          {/* No district is known yet: the fee above is Kigali's, and the checkout prices the district's zone. */}
          <p className="cart-delivery-note" data-testid="cart-delivery-note">
            {t('cart.deliveryNote')}
          </p>
          <Link to="/checkout" className="button button-primary button-lg cart-checkout">
            {t('cart.proceed')} <ArrowRightIcon size={18} />
          </Link>
        </section>
        <div className="card cart-promo">
          <PromoCodeBox promo={promo} coupon={cart.coupon} discount={cart.discount} />
        </div>
        <ul className="cart-perks">
          {perks.map(({ Icon, text }) => (
            <li key={text}>
              <Icon size={18} /> {text}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
