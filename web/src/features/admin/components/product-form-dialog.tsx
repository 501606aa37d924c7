import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/use-t';
import { refreshTargetHistory } from '../api/get-audit-entries';
import type { AdminProduct } from '../types';
import { AuditHistoryPanel } from './audit-history-panel';
import { ProductDialogTabs, type ProductDialogTab } from './product-dialog-tabs';
import { ProductForm } from './product-form';
import { VariantEditor } from './variant-editor';
import './product-form.css';

/**
 * The create and edit form in a modal dialog (the browser's own <dialog>: focus stays inside,
 * Escape closes, focus returns to the button that opened it). An existing product's dialog has
 * two tabs, its details and its options and variants; each is saved on its own, and both stay
 * as the admin left them while the other is shown. A save of the variants keeps the dialog open.
 */
export function ProductFormDialog({
  product,
  tab = 'details',
  onSaved,
  onVariantsSaved,
  onClose,
}: {
  product: AdminProduct | null;
  tab?: ProductDialogTab;
  onSaved: (saved: AdminProduct) => void;
  onVariantsSaved: (saved: AdminProduct) => void;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState<ProductDialogTab>(tab);
  // The product as last saved here: the details show the variants' price and stock once they change.
  const [current, setCurrent] = useState(product);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => ref.current?.close();
  // A save (details, stock, variants) is an entry of the product's history: it shows without a reload.
  const historyChanged = (saved: AdminProduct) => void refreshTargetHistory({ type: 'product', id: saved._id });

  const details = (
    <ProductForm
      product={current}
      onCancel={close}
      onSaved={(saved) => {
        historyChanged(saved);
        onSaved(saved);
        close();
      }}
    />
  );

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
      {current ? (
        <ProductDialogTabs
          shown={shown}
          onShow={setShown}
          details={details}
          variants={
            <VariantEditor
              product={current}
              onCancel={close}
              onSaved={(saved) => {
                setCurrent(saved);
                historyChanged(saved);
                onVariantsSaved(saved);
              }}
            />
          }
        />
      ) : (
        details
      )}
      {current ? <AuditHistoryPanel type="product" id={current._id} /> : null}
    </dialog>
  );
}
