import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, readJson, readRaw, remove, storageKeys, subscribe, writeJson, writeRaw } from './storage';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

describe('storage', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uses the key names of SPEC section 3, and ones for the language picked and low-data mode', () => {
    expect(Object.values(storageKeys).sort()).toEqual(
      ['accessToken', 'cart', 'language', 'lowData', 'redirectAfterLogin', 'refreshToken', 'user', 'wishlist'].sort(),
    );
  });

  it('reads back what it writes, and null for missing or broken JSON', () => {
    writeJson(storageKeys.cart, { items: [{ quantity: 2 }] });
    expect(readJson(storageKeys.cart)).toEqual({ items: [{ quantity: 2 }] });
    expect(readJson(storageKeys.user)).toBeNull();
    writeRaw(storageKeys.user, '{broken');
    expect(readJson(storageKeys.user)).toBeNull();
    writeRaw(storageKeys.accessToken, 'abc');
    expect(getAccessToken()).toBe('abc');
    remove(storageKeys.accessToken);
    expect(readRaw(storageKeys.accessToken)).toBeNull();
  });

  it('tells subscribers of same-tab writes to their key only', () => {
    const onCart = vi.fn();
    const stop = subscribe(storageKeys.cart, onCart);
    writeJson(storageKeys.cart, { items: [] });
    writeRaw(storageKeys.accessToken, 'x');
    remove(storageKeys.cart);
    expect(onCart).toHaveBeenCalledTimes(2);
    stop();
    writeJson(storageKeys.cart, { items: [] });
    expect(onCart).toHaveBeenCalledTimes(2);
  });

  it('keeps working when storage is unavailable', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(readRaw(storageKeys.cart)).toBeNull();
    expect(() => writeJson(storageKeys.cart, {})).not.toThrow();
    expect(() => remove(storageKeys.cart)).not.toThrow();
  });
});
