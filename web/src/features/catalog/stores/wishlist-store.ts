import { AUTH_REQUIRED } from '@shop/domain';
import { translate } from '@/lib/i18n/use-t';
import { getAccessToken, storageKeys, subscribe } from '@/lib/storage';
import { clearWishlist } from '../api/clear-wishlist';
import { getWishlist } from '../api/get-wishlist';
import { removeFromWishlist } from '../api/remove-from-wishlist';
import { toggleWishlist } from '../api/toggle-wishlist';
import type { Product, SavedProduct } from '../types';

/**
 * The signed-in user's wishlist, kept on the server (GET /wishlist) and shared by every heart
 * and the wishlist page. Loaded when first needed and again whenever the access token changes
 * (sign-in, sign-out, another account). Without a token it is empty and every change fails
 * with 'Authentication required' (SPEC section 5).
 */
export interface WishlistSnapshot {
  status: 'signed-out' | 'loading' | 'ready' | 'error';
  entries: SavedProduct[];
  error: string | null;
}

export type WishlistAction = 'add' | 'remove' | 'clear';

/** The wishlist-updated event of SPEC section 4: the action, the product id and the new count. */
export const WISHLIST_UPDATED_EVENT = 'wishlist-updated';
export interface WishlistUpdatedDetail {
  action: WishlistAction;
  productId: string | null;
  count: number;
}

export class WishlistAuthError extends Error {
  override readonly name = 'WishlistAuthError';
  constructor() {
    super(AUTH_REQUIRED);
  }
}

let snapshot: WishlistSnapshot = { status: 'signed-out', entries: [], error: null };
let loadedFor: string | null | undefined; // the token the snapshot belongs to; undefined = never loaded
let loading: AbortController | null = null;
const listeners = new Set<() => void>();
let stopTokenWatch: (() => void) | null = null;

function set(next: Partial<WishlistSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

function announce(action: WishlistAction, productId: string | null): void {
  window.dispatchEvent(
    new CustomEvent<WishlistUpdatedDetail>(WISHLIST_UPDATED_EVENT, {
      detail: { action, productId, count: snapshot.entries.length },
    }),
  );
}

/** (Re)loads from the server for the current token. */
export function loadWishlist(): void {
  const token = getAccessToken();
  loadedFor = token;
  loading?.abort();
  loading = null;
  if (!token) {
    set({ status: 'signed-out', entries: [], error: null });
    return;
  }
  const controller = new AbortController();
  loading = controller;
  // Keep showing what we had (same user) while refreshing.
  set({ status: snapshot.status === 'ready' ? 'ready' : 'loading', error: null });
  getWishlist(controller.signal).then(
    (entries) => {
      if (controller.signal.aborted) return;
      loading = null;
      set({ status: 'ready', entries, error: null });
    },
    (error: unknown) => {
      if (controller.signal.aborted) return;
      loading = null;
      if (!getAccessToken()) set({ status: 'signed-out', entries: [], error: null });
      else set({ status: 'error', error: error instanceof Error ? error.message : translate('catalog.wishlist.fetchFailed') });
    },
  );
}

function ensureFresh(): void {
  if (loadedFor === undefined || loadedFor !== getAccessToken()) loadWishlist();
}

export function subscribeWishlist(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!stopTokenWatch) {
    stopTokenWatch = subscribe(storageKeys.accessToken, () => {
      // A refreshed token is the same user: reload quietly; no token: empty at once.
      if (getAccessToken() !== loadedFor) loadWishlist();
    });
  }
  ensureFresh();
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0 && stopTokenWatch) {
      stopTokenWatch();
      stopTokenWatch = null;
    }
  };
}

export function getWishlistSnapshot(): WishlistSnapshot {
  return snapshot;
}

function requireToken(): void {
  if (!getAccessToken()) throw new WishlistAuthError();
}

/** Adds or removes a product; resolves with whether it is now saved. */
export async function toggleWishlistProduct(product: Product, now: Date = new Date()): Promise<boolean> {
  requireToken();
  const added = await toggleWishlist(product._id);
  const others = snapshot.entries.filter((entry) => entry.product._id !== product._id);
  set({ entries: added ? [{ product, addedAt: now.toISOString() }, ...others] : others });
  announce(added ? 'add' : 'remove', product._id);
  return added;
}

export async function removeWishlistProduct(productId: string): Promise<void> {
  requireToken();
  await removeFromWishlist(productId);
  set({ entries: snapshot.entries.filter((entry) => entry.product._id !== productId) });
  announce('remove', productId);
}

export async function clearWishlistProducts(): Promise<void> {
  requireToken();
  await clearWishlist();
  set({ entries: [] });
  announce('clear', null);
}
