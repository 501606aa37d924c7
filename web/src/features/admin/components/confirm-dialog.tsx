import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/use-t';
import './confirm-dialog.css';

/**
 * Asks before an action that cannot be taken back, saying what will happen ("3 subscribers will
 * receive this"). Shown in the page, not by `window.confirm`, so it can name the consequence in
 * the shopper's language and style the action as dangerous; Cancel has the focus, so Enter or
 * Escape never does the damage by accident.
 */
export interface ConfirmRequest {
  title: string;
  /** What will happen, in full sentences. */
  consequence: string;
  /** The button that goes ahead: a verb naming the action ("Delete product"). */
  confirmLabel: string;
}

interface Pending extends ConfirmRequest {
  id: number;
  settle: (confirmed: boolean) => void;
}

let pending: Pending | null = null;
let hosts = 0;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Resolves true when the person confirms, false when they cancel (or a newer request replaces it). */
export function confirmAction(request: ConfirmRequest): Promise<boolean> {
  // A screen without a host (none should exist) still asks, the browser's way.
  if (hosts === 0) return Promise.resolve(window.confirm(`${request.title}\n\n${request.consequence}`));
  pending?.settle(false);
  return new Promise((resolve) => {
    const id = nextId++;
    pending = {
      ...request,
      id,
      settle: (confirmed) => {
        if (pending?.id === id) pending = null;
        resolve(confirmed);
        emit();
      },
    };
    emit();
  });
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  hosts += 1;
  return () => {
    listeners.delete(onChange);
    hosts -= 1;
  };
}

export function ConfirmHost() {
  const request = useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
  return request ? <ConfirmDialog key={request.id} request={request} /> : null;
}

function ConfirmDialog({ request }: { request: Pending }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => request.settle(false);
  }, [request]);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={() => request.settle(false)}
    >
      <h2 id={titleId} className="confirm-dialog-title">
        {request.title}
      </h2>
      <p id={textId} className="confirm-dialog-text">
        {request.consequence}
      </p>
      <div className="confirm-dialog-actions">
        <button type="button" className="button button-secondary" autoFocus onClick={() => request.settle(false)}>
          {t('admin.confirm.cancel')}
        </button>
        <button type="button" className="button button-danger" onClick={() => request.settle(true)}>
          {request.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
