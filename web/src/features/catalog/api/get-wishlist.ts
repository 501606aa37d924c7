import { apiClient } from '@/lib/api-client';
import type { Product, WishlistEntry } from '../types';

interface RawEntry {
  product?: Product | null;
  addedAt?: string;
}

/** GET /wishlist: the signed-in user's saved products with live data (price, stock, rating). */
export async function getWishlist(signal?: AbortSignal): Promise<WishlistEntry[]> {
  const { data } = await apiClient.get<{ items?: RawEntry[] } | RawEntry[]>('/wishlist', {
    signal,
    fallbackMessage: 'Failed to fetch wishlist',
  });
  const raw = Array.isArray(data) ? data : Array.isArray(data?.items) ? data.items : [];
  // A product removed from the catalogue since it was saved comes back without data: skip it.
  return raw.flatMap((entry) =>
    entry?.product && typeof entry.product === 'object' && entry.product._id
      ? [{ product: entry.product, addedAt: entry.addedAt ?? '' }]
      : [],
  );
}
