import { useMemo, useSyncExternalStore } from 'react';
import { getWishlistSnapshot, subscribeWishlist, type WishlistSnapshot } from '../stores/wishlist-store';

const serverSnapshot: WishlistSnapshot = { status: 'loading', entries: [], error: null };

/** The wishlist with a set of saved product ids for the hearts. */
export function useWishlist(): WishlistSnapshot & { ids: ReadonlySet<string> } {
  const snapshot = useSyncExternalStore(subscribeWishlist, getWishlistSnapshot, () => serverSnapshot);
  const ids = useMemo(() => new Set(snapshot.entries.map((entry) => entry.product._id)), [snapshot.entries]);
  return { ...snapshot, ids };
}
