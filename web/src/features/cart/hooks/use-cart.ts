import { useMemo } from 'react';
import type { CartState } from '@shop/domain';
import { storageKeys } from '@/lib/storage';
import { useStoredValue } from '@/lib/use-stored-value';
import { parseCart } from '../stores/cart-store';

/** The stored cart with its totals, kept current across this tab and others. */
export function useCart(): CartState {
  const raw = useStoredValue(storageKeys.cart);
  return useMemo(() => {
    if (!raw) return parseCart(null);
    try {
      return parseCart(JSON.parse(raw));
    } catch {
      return parseCart(null);
    }
  }, [raw]);
}
