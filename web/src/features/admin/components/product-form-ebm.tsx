import { FISCAL_TAX_TYPES, type FiscalTaxType } from '@shop/domain';
import { FormField } from '@/components/ui/form-field';
import { useT, type MessageKey } from '@/lib/i18n/use-t';
import type { FieldErrors, ProductFormValues } from '../utils/product-form-values';

const TAX_TYPE_LABELS: Record<FiscalTaxType, MessageKey> = {
  A: 'admin.productForm.ebm.taxTypeA',
  B: 'admin.productForm.ebm.taxTypeB',
  C: 'admin.productForm.ebm.taxTypeC',
  D: 'admin.productForm.ebm.taxTypeD',
};

/**
 * What the product's fiscal receipts (EBM) print: its RRA item code, assigned by the shop when
 * left empty, and its tax type (A exempt, B 18% VAT, C zero-rated, D non-taxable).
 */
export function ProductFormEbm({
  values,
  errors,
  onChange,
}: {
  values: Pick<ProductFormValues, 'itemCode' | 'taxType'>;
  errors: FieldErrors;
  onChange: (field: 'itemCode' | 'taxType', value: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className="product-form-section">
      <legend>{t('admin.productForm.ebm.title')}</legend>
      <p className="field-hint product-form-note">{t('admin.productForm.ebm.note')}</p>
      <div className="product-form-grid">
        <FormField label={t('admin.productForm.ebm.itemCode')} error={errors.itemCode} hint={t('admin.productForm.ebm.itemCodeHint')}>
          {(control) => (
            <input
              {...control}
              className="field-input"
              value={values.itemCode}
              placeholder={t('admin.productForm.ebm.itemCodePlaceholder')}
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              onChange={(event) => onChange('itemCode', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('admin.productForm.ebm.taxType')} required error={errors.taxType}>
          {(control) => (
            <select {...control} className="field-input admin-select" value={values.taxType} onChange={(event) => onChange('taxType', event.target.value)}>
              {FISCAL_TAX_TYPES.map((taxType) => (
                <option key={taxType} value={taxType}>
                  {t(TAX_TYPE_LABELS[taxType])}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
