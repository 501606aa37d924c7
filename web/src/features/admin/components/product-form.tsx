import { useEffect, useId, useRef, type FormEvent } from 'react';
import { CATEGORIES, MAX_GALLERY_IMAGES, PRODUCT_STATUSES } from '@shop/domain';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { categoryLabel } from '@/lib/shop-info';
import { useProductForm } from '../hooks/use-product-form';
import type { AdminProduct } from '../types';
import type { ProductFormValues } from '../utils/product-form-values';
import { FormField } from '@/components/ui/form-field';
import { ChoiceSelect } from './choice-select';
import { ImageField } from './image-field';

export const IMAGE_HINT =
  'Upload a JPEG, PNG, GIF or WEBP of up to 5 MB, or paste a path on this site such as /images/products/mouse.svg, or the https:// address of an image. Plain http:// images will not display under the shop’s security policy.';

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The form's values that a text control edits. */
type TextKey = Exclude<keyof ProductFormValues, 'gallery' | 'isFeatured'>;

/** Money in RWF: decimals allowed, a decimal keypad on phones. */
const AMOUNT_INPUT = { className: 'field-input', type: 'number', min: 0, step: 'any', inputMode: 'decimal' } as const;
/** A count of items: whole numbers, a number keypad on phones. */
const COUNT_INPUT = { className: 'field-input', type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;

/**
 * Every field of SPEC section 5's product form. Required: name, brand, category, status,
 * price, stock quantity, description, primary image; the rest optional. Field errors from
 * the rules or from the server show under their fields, and focus moves to the first.
 */
export function ProductForm({
  product,
  onSaved,
  onCancel,
}: {
  product: AdminProduct | null;
  onSaved: (saved: AdminProduct) => void;
  onCancel: () => void;
}) {
  const badgeListId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, failure, busy, rejections, setField, setGalleryImage, submit } = useProductForm(product, onSaved, onCancel);

  useEffect(() => {
    if (rejections === 0) return;
    const form = formRef.current;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A refusal with no field to blame (server down, a conflict): bring its message into view,
    // since Save sits at the bottom of a long form and the message at the top.
    if (invalid) invalid.focus();
    else form?.querySelector<HTMLElement>('[role="alert"]')?.scrollIntoView({ block: 'nearest' });
  }, [rejections]);

  /** A text control's value and the onChange that stores it. */
  const bind = (key: TextKey) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => setField(key, event.target.value),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  return (
    <form ref={formRef} className="product-form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <div className="product-form-body">
        <FormAlert message={failure} />

        <fieldset className="product-form-section">
          <legend>Basics</legend>
          <div className="product-form-grid">
            <FormField label="Product name" required error={errors.name}>
              {(control) => <input {...control} className="field-input" {...bind('name')} />}
            </FormField>
            <FormField label="Brand" required error={errors.brand}>
              {(control) => <input {...control} className="field-input" {...bind('brand')} />}
            </FormField>
            <FormField label="Category" required error={errors.category}>
              {(control) => (
                <ChoiceSelect
                  control={control}
                  {...bind('category')}
                  placeholder="Select a category"
                  choices={CATEGORIES}
                  labelOf={categoryLabel}
                />
              )}
            </FormField>
            <FormField label="Status" required error={errors.status}>
              {(control) => (
                <ChoiceSelect
                  control={control}
                  {...bind('status')}
                  placeholder="Select a status"
                  choices={PRODUCT_STATUSES}
                  labelOf={statusLabel}
                />
              )}
            </FormField>
          </div>
        </fieldset>

        <fieldset className="product-form-section">
          <legend>Price and stock</legend>
          <div className="product-form-grid">
            <FormField label="Price (RWF)" required error={errors.price} hint="VAT included">
              {(control) => <input {...control} {...AMOUNT_INPUT} {...bind('price')} />}
            </FormField>
            <FormField label="Original price (RWF)" error={errors.originalPrice} hint="Optional: shown struck through">
              {(control) => <input {...control} {...AMOUNT_INPUT} {...bind('originalPrice')} />}
            </FormField>
            <FormField label="Stock quantity" required error={errors.quantity}>
              {(control) => <input {...control} {...COUNT_INPUT} {...bind('quantity')} />}
            </FormField>
            <FormField label="Low stock alert" error={errors.lowStockThreshold} hint="Default 10">
              {(control) => <input {...control} {...COUNT_INPUT} {...bind('lowStockThreshold')} />}
            </FormField>
          </div>
        </fieldset>

        <fieldset className="product-form-section">
          <legend>Description</legend>
          <FormField label="Short description" error={errors.shortDescription} hint="One line for the product cards">
            {(control) => <input {...control} className="field-input" {...bind('shortDescription')} />}
          </FormField>
          <FormField label="Description" required error={errors.description}>
            {(control) => <textarea {...control} className="field-input admin-textarea" rows={5} {...bind('description')} />}
          </FormField>
          <FormField label="Key features" error={errors.features} hint="Optional, one per line; the product page shows the first 5">
            {(control) => <textarea {...control} className="field-input admin-textarea" rows={3} {...bind('features')} />}
          </FormField>
        </fieldset>

        <fieldset className="product-form-section">
          <legend>Images</legend>
          <p className="field-hint product-form-note">{IMAGE_HINT}</p>
          <ImageField
            label="Primary image"
            required
            value={values.primaryImage}
            error={errors.primaryImage}
            onChange={(url) => setField('primaryImage', url)}
          />
          <fieldset className="product-form-gallery">
            <legend className="field-label">Gallery images (up to {MAX_GALLERY_IMAGES}, optional)</legend>
            {errors.gallery ? <p className="field-error">{errors.gallery}</p> : null}
            <div className="product-form-gallery-grid">
              {values.gallery.map((url, index) => (
                <ImageField
                  key={index}
                  compact
                  label={`Gallery image ${index + 1}`}
                  value={url}
                  error={errors[`gallery.${index}`]}
                  onChange={(next) => setGalleryImage(index, next)}
                />
              ))}
            </div>
          </fieldset>
        </fieldset>

        <fieldset className="product-form-section">
          <legend>Merchandising</legend>
          <div className="product-form-grid">
            <FormField label="Badge" error={errors.badge} hint="Optional, e.g. NEW, SALE, BESTSELLER">
              {(control) => (
                <>
                  <input {...control} className="field-input" list={badgeListId} {...bind('badge')} />
                  <datalist id={badgeListId}>
                    <option value="NEW" />
                    <option value="SALE" />
                    <option value="BESTSELLER" />
                  </datalist>
                </>
              )}
            </FormField>
            <FormField label="Search tags" error={errors.tags} hint="Optional, comma-separated">
              {(control) => <input {...control} className="field-input" {...bind('tags')} />}
            </FormField>
          </div>
          <label className="admin-checkbox">
            <input type="checkbox" checked={values.isFeatured} onChange={(e) => setField('isFeatured', e.target.checked)} />
            Featured product (shown on the home page)
          </label>
        </fieldset>
      </div>

      <div className="product-form-footer">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <SubmitButton busy={busy} label={product ? 'Save Changes' : 'Create Product'} className="button button-primary" />
      </div>
    </form>
  );
}
