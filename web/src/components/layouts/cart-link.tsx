import { Link } from 'wouter';
import { CartIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/use-t';

export function CartLink({ count, onClick }: { count: number; onClick?: () => void }) {
  const t = useT();
  const label = t('nav.cartWithCount', { count });
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
