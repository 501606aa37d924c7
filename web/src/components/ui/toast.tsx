import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '@shop/domain';
import { AlertIcon, CheckCircleIcon } from './icons';
import './toast.css';

/**
 * Short notices such as 'Added to cart!', shown for 3 seconds (SPEC section 9). One at a time:
 * a new toast replaces the current one and restarts the clock. The host is a polite live
 * region that is always in the page, so screen readers announce each message.
 */
export type ToastTone = 'success' | 'error';

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(message: string, tone: ToastTone = 'success'): void {
  current = { id: nextId++, message, tone };
  if (timer) clearTimeout(timer);
  timer = setTimeout(dismissToast, TOAST_DURATION_MS);
  emit();
}

export function dismissToast(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  current = null;
  emit();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function ToastHost() {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return (
    <div className="toast-host" role="status" aria-live="polite" aria-atomic="true">
      {toast ? (
        <div key={toast.id} className={`toast toast-${toast.tone}`} data-testid="toast">
          {toast.tone === 'success' ? <CheckCircleIcon size={20} /> : <AlertIcon size={20} />}
          <span>{toast.message}</span>
        </div>
      ) : null}
    </div>
  );
}
