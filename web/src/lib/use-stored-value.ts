import { useSyncExternalStore } from 'react';
import { readRaw, subscribe, type StorageKey } from './storage';

/**
 * The raw string stored under `key`, kept current across this tab and others.
 * Parse it with useMemo in the caller: the raw string is the stable snapshot.
 */
export function useStoredValue(key: StorageKey): string | null {
  return useSyncExternalStore(
    (onChange) => subscribe(key, onChange),
    () => readRaw(key),
    () => null,
  );
}
