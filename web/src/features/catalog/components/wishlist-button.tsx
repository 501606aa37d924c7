import { useState } from 'react';
import { HeartFillIcon } from '@/components/ui/shop-icons';
import { showToast } from '@/components/ui/toast';
import { localMessage } from '@/lib/i18n/shop-messages';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { localizedProduct } from '@/lib/localized-product';
import { useWishlist } from '../hooks/use-wishlist';
import { toggleWishlistProduct } from '../stores/wishlist-store';
import type { Product } from '../types';
import './wishlist-button.css';

/**
 * The wishlist heart (or a labelled button on the product page). Signed out, it says
 * 'Authentication required' (SPEC section 5).
 */
export function WishlistButton({ product, variant = 'icon' }: { product: Product; variant?: 'icon' | 'button' }) {
  const t = useT();
  const language = useLanguage();
  const { ids } = useWishlist();
  const [busy, setBusy] = useState(false);
  const saved = ids.has(product._id);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    try {
      const added = await toggleWishlistProduct(product);
      showToast(t(added ? 'catalog.wishlist.added' : 'catalog.wishlist.removed'));
    } catch (error) {
      showToast(error instanceof Error ? localMessage(error.message) : t('catalog.wishlist.addFailed'), 'error');
    } finally {
      setBusy(false);
    }
  }

  const label = t(saved ? 'catalog.wishlist.removeNamed' : 'catalog.wishlist.addNamed', {
    name: localizedProduct(product, language).name,
  });
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
        {t(saved ? 'catalog.wishlist.inWishlist' : 'catalog.wishlist.addButton')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`wishlist-heart${saved ? ' is-saved' : ''}`}
      onClick={toggle}
      aria-label={label}
      title={t(saved ? 'catalog.wishlist.removeTitle' : 'catalog.wishlist.addTitle')}
      disabled={busy}
    >
      <HeartFillIcon filled={saved} size={20} />
    </button>
  );
}
