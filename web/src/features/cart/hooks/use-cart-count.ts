import { useMemo } from 'react';
import { storageKeys } from '@/lib/storage';
import { useStoredValue } from '@/lib/use-stored-value';

/**
 * The number of units in a stored cart: the sum of its items' quantities. Accepts the cart
 * state of SPEC section 3 ({ items: [...] }) or a bare item list; anything unreadable counts 0.
 */
export function countCartItems(raw: string | null): number {
  if (!raw) return 0;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return 0;
  }
  const items = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { items?: unknown }).items)
      ? (value as { items: unknown[] }).items
      : [];
  let count = 0;
  for (const item of items) {
    const quantity = item && typeof item === 'object' ? (item as { quantity?: unknown }).quantity : undefined;
    const n = typeof quantity === 'string' ? Number(quantity) : quantity;
    if (typeof n === 'number' && Number.isFinite(n) && n > 0) count += Math.floor(n);
  }
  return count;
}

export function useCartCount(): number {
  const raw = useStoredValue(storageKeys.cart);
  return useMemo(() => countCartItems(raw), [raw]);
}
