import { useCallback } from 'react';
import type { CartProduct } from '@shop/domain';
import { showToast } from '@/components/ui/toast';
import { translate } from '@/lib/i18n/use-t';
import { addToCart, readCart } from '../stores/cart-store';

/**
 * Add to Cart: one more unit in the stored cart, then the toast 'Added to cart!' for 3 seconds;
 * when the cart already holds every unit for sale, a toast says so instead.
 */
export function useAddToCart(): (product: CartProduct) => void {
  return useCallback((product: CartProduct) => {
    try {
      const before = readCart().itemCount;
      if (addToCart(product).itemCount === before) {
        showToast(translate('cart.allInCart', { count: product.available ?? 0 }), 'error');
        return;
      }
    } catch {
      showToast(translate('cart.cannotAdd'), 'error');
      return;
    }
    showToast(translate('cart.added', { count: 1 }));
  }, []);
}

/** Adds one unit of each product, then one toast for all of them. */
export function useAddManyToCart(): (products: CartProduct[]) => number {
  return useCallback((products: CartProduct[]) => {
    let added = 0;
    for (const product of products) {
      try {
        const before = readCart().itemCount;
        if (addToCart(product).itemCount > before) added += 1;
      } catch {
        // a product that could never be ordered is skipped
      }
    }
    if (added) showToast(translate('cart.added', { count: added }));
    return added;
  }, []);
}
