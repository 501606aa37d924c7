import { useId, type InputHTMLAttributes } from 'react';
import { TrashIcon } from '@/components/ui/shop-icons';
import { useT } from '@/lib/i18n/use-t';
import { variantMessage } from '../utils/variant-messages';
import { variantLabelOf } from '@shop/contracts/variants';
import { combinationKey, type VariantColumn, type VariantErrors, type VariantRow } from '../utils/variant-rows';
import { AdminTable } from './admin-table';

/** Money in RWF and counts of items, as the product form takes them. */
const AMOUNT_INPUT = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;
const COUNT_INPUT = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;
const INPUTS: Record<VariantColumn, InputHTMLAttributes<HTMLInputElement>> = {
  sku: { type: 'text', autoComplete: 'off', spellCheck: false },
  price: AMOUNT_INPUT,
  originalPrice: AMOUNT_INPUT,
  quantity: COUNT_INPUT,
  lowStockThreshold: COUNT_INPUT,
  image: { type: 'text', autoComplete: 'off', spellCheck: false },
};

/**
 * The variants: one row per combination sold, with its label, SKU, price, original price,
 * stock, low-stock alert, image (a site path or an https:// address; blank: the product's) and
 * the units open orders hold (read only), and Remove for a combination not sold. Each field's
 * error shows under it.
 */
export function VariantTable({
  rows,
  errors,
  disabled,
  onEdit,
  onRemove,
}: {
  rows: VariantRow[];
  errors: VariantErrors['rows'];
  disabled: boolean;
  onEdit: (key: string, column: VariantColumn, value: string) => void;
  onRemove: (key: string) => void;
}) {
  const t = useT();
  const id = useId();
  const columns: Record<VariantColumn | 'variant' | 'reserved', string> = {
    variant: t('admin.variants.col.variant'),
    sku: t('admin.variants.col.sku'),
    price: t('admin.form.price'),
    originalPrice: t('admin.form.originalPrice'),
    quantity: t('admin.form.quantity'),
    lowStockThreshold: t('admin.form.lowStock'),
    image: t('admin.variants.col.image'),
    reserved: t('admin.variants.col.reserved'),
  };
  const editable: VariantColumn[] = ['sku', 'price', 'originalPrice', 'quantity', 'lowStockThreshold', 'image'];

  return (
    <div className="variant-grid">
      <AdminTable
        caption={t('admin.variants.caption')}
        columns={[columns.variant, ...editable.map((column) => columns[column]), columns.reserved]}
        actions
      >
        {rows.map((row, index) => {
          const key = combinationKey(row.values);
          const label = variantLabelOf(row.values);
          const rowErrors = errors[key] ?? {};
          const errorId = (column: string) => `${id}-${index}-${column}`;
          return (
            <tr key={key} data-testid="variant-row">
              <th scope="row" className="variant-cell-label">
                {label}
                {rowErrors.values ? (
                  <span id={errorId('values')} className="admin-error-text">
                    {variantMessage(rowErrors.values)}
                  </span>
                ) : null}
              </th>
              {editable.map((column) => (
                <td key={column} data-label={columns[column]} className={`variant-cell variant-cell-${column}`}>
                  <input
                    {...INPUTS[column]}
                    className="field-input variant-input"
                    aria-label={t('admin.variants.cell', { column: columns[column], variant: label })}
                    aria-invalid={rowErrors[column] ? true : undefined}
                    aria-describedby={rowErrors[column] ? errorId(column) : undefined}
                    placeholder={
                      // What a blank SKU or image stands for.
                      column === 'sku' ? t('admin.variants.skuPlaceholder') : column === 'image' ? t('admin.variants.imagePlaceholder') : undefined
                    }
                    value={row[column]}
                    onChange={(event) => onEdit(key, column, event.target.value)}
                    disabled={disabled}
                  />
                  {rowErrors[column] ? (
                    <span id={errorId(column)} className="admin-error-text">
                      {variantMessage(rowErrors[column])}
                    </span>
                  ) : null}
                </td>
              ))}
              <td data-label={columns.reserved} className="variant-cell-reserved">
                {row.id ? row.reserved : <span className="admin-tag">{t('admin.variants.new')}</span>}
              </td>
              <td className="admin-cell-actions">
                <button
                  type="button"
                  className="button admin-row-button admin-danger-button variant-remove"
                  onClick={() => onRemove(key)}
                  disabled={disabled}
                  title={t('admin.variants.remove')}
                >
                  <TrashIcon size={16} />
                  <span className="visually-hidden">
                    {t('admin.variants.remove')} {label}
                  </span>
                </button>
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </div>
  );
}
