import { useEffect, useRef, type FormEvent } from 'react';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/use-t';
import { useVariantEditor } from '../hooks/use-variant-editor';
import type { AdminProduct } from '../types';
import { VARIANT_LIMITS } from '@shop/contracts/variants';
import { combinationCount } from '../utils/variant-rows';
import { PlusIcon } from './admin-icons';
import { OptionFields } from './option-fields';
import { VariantFillBar } from './variant-fill-bar';
import { VariantTable } from './variant-table';
import './variant-editor.css';

/**
 * "Options and variants" of an existing product: up to 3 options with their values, the grid of
 * variants they make (Generate keeps the rows already there), bulk fill, and the save of the
 * whole set. "Remove options" makes the product one thing again, after a confirmation.
 */
export function VariantEditor({
  product,
  onSaved,
  onCancel,
}: {
  product: AdminProduct;
  onSaved: (saved: AdminProduct) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const editor = useVariantEditor(product, onSaved);
  const form = useRef<HTMLFormElement>(null);
  const { state } = editor;

  useEffect(() => {
    if (editor.rejections === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else form.current?.querySelector<HTMLElement>('[role="alert"]')?.scrollIntoView({ block: 'nearest' });
  }, [editor.rejections]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void editor.save();
  }

  const nothingToSave = editor.options.length === 0 && editor.stored.options.length === 0;
  const toGenerate = combinationCount(editor.options);

  return (
    <form ref={form} className="product-form" onSubmit={submit} noValidate aria-busy={editor.saving || undefined}>
      <div className="product-form-body">
        {state.status === 'failed' ? (
          <p className="form-alert" role="alert">
            <AlertIcon size={18} /> {state.message}
          </p>
        ) : null}
        {state.status === 'saved' ? (
          <p className="form-success" role="status">
            <CheckCircleIcon size={18} /> {state.removed ? t('admin.variants.removed') : t('admin.variants.saved')}
          </p>
        ) : null}

        <fieldset className="product-form-section">
          <legend>{t('admin.variants.options')}</legend>
          <p className="field-hint product-form-note">{t('admin.variants.intro', { max: VARIANT_LIMITS.options })}</p>
          {editor.options.map((option, index) => (
            <OptionFields
              key={option.key}
              option={option}
              number={index + 1}
              errors={editor.errors.options[option.key] ?? {}}
              disabled={editor.saving}
              onRename={(name) => editor.renameOption(option.key, name)}
              onAddValue={(text) => editor.addValue(option.key, text)}
              onRemoveValue={(value) => editor.removeValue(option.key, value)}
              onRemove={() => editor.removeOption(option.key)}
            />
          ))}
          <div className="variant-actions">
            <button type="button" className="button button-secondary" onClick={editor.addOption} disabled={editor.saving || editor.full}>
              <PlusIcon size={16} /> {t('admin.variants.addOption')}
            </button>
            <button type="button" className="button button-secondary" onClick={editor.generate} disabled={editor.saving || editor.options.length === 0}>
              {t('admin.variants.generate', { count: toGenerate })}
            </button>
          </div>
        </fieldset>

        <fieldset className="product-form-section">
          <legend>{t('admin.variants.title')}</legend>
          <p className="field-hint product-form-note">
            {t('admin.variants.count', { count: editor.rows.length, max: VARIANT_LIMITS.variants })}
          </p>
          {editor.rows.length === 0 ? (
            <p className="product-form-note">{t('admin.variants.empty')}</p>
          ) : (
            <>
              <VariantFillBar disabled={editor.saving} onFill={editor.fill} />
              <VariantTable
                rows={editor.rows}
                errors={editor.errors.rows}
                disabled={editor.saving}
                onEdit={editor.editRow}
                onRemove={editor.removeRow}
              />
            </>
          )}
        </fieldset>
      </div>

      <div className="product-form-footer">
        {editor.stored.options.length > 0 ? (
          <button type="button" className="button admin-danger-button variant-remove-all" onClick={() => void editor.removeAll()} disabled={editor.saving}>
            {t('admin.variants.removeAll')}
          </button>
        ) : null}
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={editor.saving}>
          {t('admin.form.cancel')}
        </button>
        {nothingToSave ? null : (
          <SubmitButton busy={editor.saving} label={t('admin.variants.save')} busyLabel={t('admin.common.saving')} className="button button-primary" />
        )}
      </div>
    </form>
  );
}
