import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker's side of the page: registered once, it tells when a new deployment has
 * installed and waits (registerType 'prompt'). Accepting it lets the new worker take over, and
 * the page reloads under it: old shell and new chunks never meet.
 */
let updateReady = false;
let activateUpdate: ((reloadPage?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function registerServiceWorker(): void {
  if (activateUpdate || !('serviceWorker' in navigator)) return;
  activateUpdate = registerSW({
    // The page has loaded by now: no need to wait for the load event again.
    immediate: true,
    onNeedRefresh() {
      updateReady = true;
      emit();
    },
  });
}

/** True once a new version has installed and waits for the shopper. */
export const isUpdateReady = (): boolean => updateReady;

export function subscribeUpdate(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Lets the waiting version take over; the page reloads when it controls it. */
export function applyUpdate(): void {
  // Workbox reloads by itself only when this page had a worker at registration; a page opened
  // before the first install must reload too, or it would ask the new worker for its old chunks.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  void activateUpdate?.(true);
}

/** Hides the notice until the next deployment: the new version starts with the next visit. */
export function postponeUpdate(): void {
  updateReady = false;
  emit();
}
