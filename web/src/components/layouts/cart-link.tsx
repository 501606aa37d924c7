import { Link } from 'wouter';
import { CartIcon } from '@/components/ui/icons';

export function CartLink({ count, onClick }: { count: number; onClick?: () => void }) {
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <Link to="/cart" className="icon-button" aria-label={label} onClick={onClick}>
      <CartIcon size={22} />
      {count > 0 ? (
        <span className="count-badge" data-testid="cart-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
