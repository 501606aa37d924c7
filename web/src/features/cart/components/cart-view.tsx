import { Link } from 'wouter';
import {
  amountToFreeDelivery,
  formatRwf,
  FREE_DELIVERY_THRESHOLD,
  RETURN_POLICY_DAYS,
  WARRANTY_YEARS,
  type CartState,
} from '@shop/domain';
import { ArrowRightIcon, CartIcon, ReturnIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';
import { cartTotals, OrderTotals } from '@/components/ui/order-totals';
import { EmptyState } from '@/components/ui/state-message';
import { usePromoCode } from '../hooks/use-promo-code';
import { CartLine } from './cart-line';
import { PromoCodeBox } from './promo-code-box';
import '@/components/ui/form.css';
import './cart.css';

const thresholdText = FREE_DELIVERY_THRESHOLD.toLocaleString('en-US');

const perks = [
  { Icon: TruckIcon, text: `Free shipping on orders over ${thresholdText} RWF` },
  { Icon: ReturnIcon, text: `${RETURN_POLICY_DAYS}-day return policy` },
  { Icon: ShieldIcon, text: `${WARRANTY_YEARS}-year warranty` },
];

/** 'Add X more for free delivery!' while the amount after discount is under the threshold. */
export function FreeDeliveryPrompt({ amountAfterDiscount }: { amountAfterDiscount: number }) {
  const missing = amountToFreeDelivery(amountAfterDiscount);
  if (missing <= 0) return null;
  return (
    <p className="free-delivery-prompt" data-testid="free-delivery-prompt">
      <TruckIcon size={18} /> Add {formatRwf(missing)} more for free delivery!
    </p>
  );
}

export function EmptyCart() {
  return (
    <EmptyState icon={<CartIcon size={28} />} title="Your cart is empty">
      <p className="state-message-text">Browse our gadgets and add something you like.</p>
      <Link to="/products" className="button button-primary">
        Continue Shopping
      </Link>
    </EmptyState>
  );
}

/** The cart screen's body (SPEC section 2, Cart): lines, summary with promo code, perks. */
export function CartView({ cart }: { cart: CartState }) {
  const promo = usePromoCode(cart.subtotal);
  if (cart.items.length === 0) return <EmptyCart />;
  return (
    <div className="cart-layout">
      <section className="cart-lines" aria-label="Items in your cart">
        <ul>
          {cart.items.map((item) => (
            <li key={item.originalId}>
              <CartLine item={item} />
            </li>
          ))}
        </ul>
        <Link to="/products" className="cart-continue">
          ← Continue Shopping
        </Link>
      </section>
      <aside className="cart-side" aria-label="Order summary">
        <section className="card cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart-summary-title">
            Order Summary
          </h2>
          <OrderTotals
            {...cartTotals(cart)}
            onRemoveCoupon={cart.coupon ? () => void promo.remove() : undefined}
            removingCoupon={promo.busy}
          />
          <FreeDeliveryPrompt amountAfterDiscount={cart.subtotal - cart.discount} />
          <Link to="/checkout" className="button button-primary button-lg cart-checkout">
            Proceed to Checkout <ArrowRightIcon size={18} />
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
