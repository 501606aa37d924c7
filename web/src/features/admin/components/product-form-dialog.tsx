import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/use-t';
import type { AdminProduct } from '../types';
import { ProductForm } from './product-form';
import './product-form.css';

/**
 * The create and edit form in a modal dialog (the browser's own <dialog>: focus stays inside,
 * Escape closes, focus returns to the button that opened it).
 */
export function ProductFormDialog({
  product,
  onSaved,
  onClose,
}: {
  product: AdminProduct | null;
  onSaved: (saved: AdminProduct) => void;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => ref.current?.close();

  return (
    <dialog ref={ref} className="product-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="product-dialog-header">
        <h2 id={titleId} className="product-dialog-title">
          {product ? t('admin.form.titleEdit') : t('admin.form.titleAdd')}
        </h2>
        <button type="button" className="icon-button" onClick={close} aria-label={t('admin.form.close')}>
          <CloseIcon />
        </button>
      </div>
      <ProductForm
        product={product}
        onCancel={close}
        onSaved={(saved) => {
          onSaved(saved);
          close();
        }}
      />
    </dialog>
  );
}
