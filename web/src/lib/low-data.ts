import { useSyncExternalStore } from 'react';
import { readRaw, remove, storageKeys, subscribe, writeRaw } from './storage';

/** The parts of the Network Information API the shop reads (Chromium-based browsers have it). */
interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** The shopper's own choice, or undefined to follow the browser. */
export function lowDataChoice(): boolean | undefined {
  const stored = readRaw(storageKeys.lowData);
  return stored === 'on' ? true : stored === 'off' ? false : undefined;
}

/**
 * Low-data mode: smallest images, no autoplay, no prefetching, no images below the fold until
 * asked. On when the shopper turned it on, or when the browser asks to save data (Save-Data)
 * and the shopper has not turned it off.
 */
export function isLowData(): boolean {
  return lowDataChoice() ?? connection()?.saveData === true;
}

/** Turns low-data mode on or off for this browser; undefined goes back to following the browser. */
export function setLowData(on: boolean | undefined): void {
  if (on === undefined) remove(storageKeys.lowData);
  else writeRaw(storageKeys.lowData, on ? 'on' : 'off');
}

/** True on a connection fast enough to fetch what the shopper may need next, and not in low-data mode. */
export function mayPrefetch(): boolean {
  if (isLowData()) return false;
  const type = connection()?.effectiveType;
  return type === undefined || type === '4g';
}

function subscribeLowData(onChange: () => void): () => void {
  const unsubscribe = subscribe(storageKeys.lowData, onChange);
  const network = connection();
  network?.addEventListener('change', onChange);
  return () => {
    unsubscribe();
    network?.removeEventListener('change', onChange);
  };
}

/** Whether low-data mode is on, re-rendering when the shopper or the connection changes it. */
export function useLowData(): boolean {
  return useSyncExternalStore(subscribeLowData, isLowData, () => false);
}
