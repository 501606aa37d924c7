/**
 * The browser's local storage, as SPEC section 3 lists it: cart, user, wishlist, access token,
 * refresh token and redirect-after-login; and the language picked. Every read is defensive (storage may be missing,
 * full or hold a value written by an older version), and every write tells same-tab
 * subscribers, since the `storage` event only reaches other tabs.
 */
export const storageKeys = {
  cart: 'cart',
  user: 'user',
  wishlist: 'wishlist',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  redirectAfterLogin: 'redirectAfterLogin',
  /** The language picked in this browser (en, fr or rw). */
  language: 'language',
  /** The shopper's low-data choice ("on" or "off"); absent: follow the browser's Save-Data. */
  lowData: 'lowData',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const changeEvent = 'devshop:storage';

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access can throw when storage is disabled
  }
}

export function readRaw(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readJson<T = unknown>(key: StorageKey): T | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function announce(key: StorageKey): void {
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent<StorageKey>(changeEvent, { detail: key }));
  }
}

export function writeRaw(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    return; // quota exceeded or storage disabled: keep working without persistence
  }
  announce(key);
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeRaw(key, JSON.stringify(value));
}

export function remove(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      store()?.removeItem(key);
    } catch {
      // ignore, as for writes
    }
    announce(key);
  }
}

/** Calls `onChange` when `key` changes in this tab or another one; returns the unsubscribe. */
export function subscribe(key: StorageKey, onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  const fromThisTab = (event: Event) => {
    if ((event as CustomEvent<StorageKey>).detail === key) onChange();
  };
  window.addEventListener('storage', fromOtherTab);
  window.addEventListener(changeEvent, fromThisTab);
  return () => {
    window.removeEventListener('storage', fromOtherTab);
    window.removeEventListener(changeEvent, fromThisTab);
  };
}

export const getAccessToken = (): string | null => readRaw(storageKeys.accessToken);
