import { useState } from 'react';
import { HeartFillIcon } from '@/components/ui/shop-icons';
import { showToast } from '@/components/ui/toast';
import { useWishlist } from '../hooks/use-wishlist';
import { toggleWishlistProduct } from '../stores/wishlist-store';
import type { Product } from '../types';
import './wishlist-button.css';

/**
 * The wishlist heart (or a labelled button on the product page). Signed out, it says
 * 'Authentication required' (SPEC section 5).
 */
export function WishlistButton({ product, variant = 'icon' }: { product: Product; variant?: 'icon' | 'button' }) {
  const { ids } = useWishlist();
  const [busy, setBusy] = useState(false);
  const saved = ids.has(product._id);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    try {
      const added = await toggleWishlistProduct(product);
      showToast(added ? 'Added to wishlist' : 'Removed from wishlist');
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'Failed to add to wishlist', 'error');
    } finally {
      setBusy(false);
    }
  }

  const label = saved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`;
  if (variant === 'button') {
    return (
      <button
        type="button"
        className={`button button-secondary button-lg wishlist-toggle${saved ? ' is-saved' : ''}`}
        onClick={toggle}
        aria-pressed={saved}
        disabled={busy}
      >
        <HeartFillIcon filled={saved} size={20} />
        {saved ? 'In Wishlist' : 'Add to Wishlist'}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`wishlist-heart${saved ? ' is-saved' : ''}`}
      onClick={toggle}
      aria-label={label}
      title={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      disabled={busy}
    >
      <HeartFillIcon filled={saved} size={20} />
    </button>
  );
}
