import { TrashIcon } from '@/components/ui/shop-icons';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import { variantMessage } from '../utils/variant-messages';
import type { OptionDraft, OptionErrors } from '../utils/variant-rows';
import { ValueChips } from './value-chips';

/** One option of the product: its name (Size, Colour…), its values as chips, and Remove. */
export function OptionFields({
  option,
  number,
  errors,
  disabled,
  onRename,
  onAddValue,
  onRemoveValue,
  onRemove,
}: {
  option: OptionDraft;
  /** 1 for the first option. */
  number: number;
  errors: OptionErrors;
  disabled: boolean;
  onRename: (name: string) => void;
  onAddValue: (text: string) => boolean;
  onRemoveValue: (value: string) => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <fieldset className="variant-option" data-testid="variant-option">
      <legend className="field-label">{t('admin.variants.option', { number })}</legend>
      <div className="variant-option-fields">
        <FormField label={t('admin.variants.optionName', { number })} error={errors.name ? variantMessage(errors.name) : undefined}>
          {(control) => (
            <input
              {...control}
              className="field-input"
              value={option.name}
              onChange={(event) => onRename(event.target.value)}
              placeholder={t('admin.variants.optionNamePlaceholder')}
              disabled={disabled}
              autoComplete="off"
            />
          )}
        </FormField>
        <ValueChips
          label={t('admin.variants.optionValues', { number })}
          values={option.values}
          error={errors.values}
          disabled={disabled}
          onAdd={onAddValue}
          onRemove={onRemoveValue}
        />
      </div>
      <button type="button" className="button admin-row-button admin-danger-button variant-option-remove" onClick={onRemove} disabled={disabled}>
        <TrashIcon size={16} /> {t('admin.variants.removeOption', { number })}
      </button>
    </fieldset>
  );
}
