import { useEffect, useId, useRef, type FormEvent } from 'react';
import { CATEGORIES, DEFAULT_LOW_STOCK_THRESHOLD, formatRwf, MAX_GALLERY_IMAGES, PRODUCT_STATUSES } from '@shop/domain';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/use-t';
import { localMessage } from '@/lib/i18n/shop-messages';
import { categoryLabel } from '@/lib/shop-info';
import { useProductForm } from '../hooks/use-product-form';
import type { AdminProduct } from '../types';
import type { ProductFormValues } from '../utils/product-form-values';
import { productStatusLabel } from '../utils/product-labels';
import { FormField } from '@/components/ui/form-field';
import { ChoiceSelect } from './choice-select';
import { ImageField } from './image-field';
import { ProductFormEbm } from './product-form-ebm';
import { ProductFormTranslations } from './product-form-translations';

/** The form's values that a text control edits. */
type TextKey = Exclude<keyof ProductFormValues, 'gallery' | 'media' | 'isFeatured' | 'translations'>;

/** Money in RWF: decimals allowed, a decimal keypad on phones. */
const AMOUNT_INPUT = { className: 'field-input', type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;
/** A count of items: whole numbers, a number keypad on phones. */
const COUNT_INPUT = { className: 'field-input', type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;

/**
 * Every field of SPEC section 5's product form. Required: name, brand, category, status,
 * price, stock quantity, description, primary image; the rest optional. Field errors from
 * the rules or from the server show under their fields, and focus moves to the first. Then the
 * EBM fields its fiscal receipts print and, last, the optional French and Kinyarwanda texts.
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
  const t = useT();
  const badgeListId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, failure, busy, rejections, setField, setTranslation, setPrimaryImage, setGalleryImage, submit } = useProductForm(
    product,
    onSaved,
    onCancel,
  );

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
          <legend>{t('admin.form.basics')}</legend>
          <div className="product-form-grid">
            <FormField label={t('admin.form.name')} required error={errors.name}>
              {(control) => <input {...control} className="field-input" {...bind('name')} />}
            </FormField>
            <FormField label={t('admin.form.brand')} required error={errors.brand}>
              {(control) => <input {...control} className="field-input" {...bind('brand')} />}
            </FormField>
            <FormField label={t('admin.form.category')} required error={errors.category}>
              {(control) => (
                <ChoiceSelect
                  control={control}
                  {...bind('category')}
                  placeholder={t('admin.form.categoryPlaceholder')}
                  choices={CATEGORIES}
                  labelOf={categoryLabel}
                />
              )}
            </FormField>
            <FormField label={t('admin.form.status')} required error={errors.status}>
              {(control) => (
                <ChoiceSelect
                  control={control}
                  {...bind('status')}
                  placeholder={t('admin.form.statusPlaceholder')}
                  choices={PRODUCT_STATUSES}
                  labelOf={productStatusLabel}
                />
              )}
            </FormField>
          </div>
        </fieldset>

        <fieldset className="product-form-section">
          <legend>{t('admin.form.priceStock')}</legend>
          {product && product.variants.length > 0 ? (
            // Sold in variants: each has its own price and stock, edited under Options and variants.
            <>
              <p className="product-form-summary" data-testid="variant-summary">
                {t('admin.variants.summary', {
                  price: formatRwf(product.price),
                  quantity: product.stock.quantity,
                  count: product.variants.length,
                })}
              </p>
              <p className="field-hint product-form-note">{t('admin.variants.summaryHint')}</p>
            </>
          ) : (
            <div className="product-form-grid">
              <FormField label={t('admin.form.price')} required error={errors.price} hint={t('admin.form.priceHint')}>
                {(control) => <input {...control} {...AMOUNT_INPUT} {...bind('price')} />}
              </FormField>
              <FormField label={t('admin.form.originalPrice')} error={errors.originalPrice} hint={t('admin.form.originalPriceHint')}>
                {(control) => <input {...control} {...AMOUNT_INPUT} {...bind('originalPrice')} />}
              </FormField>
              <FormField label={t('admin.form.quantity')} required error={errors.quantity}>
                {(control) => <input {...control} {...COUNT_INPUT} {...bind('quantity')} />}
              </FormField>
              <FormField
                label={t('admin.form.lowStock')}
                error={errors.lowStockThreshold}
                hint={t('admin.form.lowStockHint', { count: DEFAULT_LOW_STOCK_THRESHOLD })}
              >
                {(control) => <input {...control} {...COUNT_INPUT} {...bind('lowStockThreshold')} />}
              </FormField>
            </div>
          )}
        </fieldset>

        <fieldset className="product-form-section">
          <legend>{t('admin.form.descriptionSection')}</legend>
          <FormField label={t('admin.form.shortDescription')} error={errors.shortDescription} hint={t('admin.form.shortDescriptionHint')}>
            {(control) => <input {...control} className="field-input" {...bind('shortDescription')} />}
          </FormField>
          <FormField label={t('admin.form.description')} required error={errors.description}>
            {(control) => <textarea {...control} className="field-input admin-textarea" rows={5} {...bind('description')} />}
          </FormField>
          <FormField label={t('admin.form.features')} error={errors.features} hint={t('admin.form.featuresHint')}>
            {(control) => <textarea {...control} className="field-input admin-textarea" rows={3} {...bind('features')} />}
          </FormField>
        </fieldset>

        <fieldset className="product-form-section">
          <legend>{t('admin.form.images')}</legend>
          <p className="field-hint product-form-note">{t('admin.form.imageHint')}</p>
          <ImageField
            label={t('admin.form.primaryImage')}
            required
            value={values.primaryImage}
            media={values.media[values.primaryImage.trim()]}
            error={errors.primaryImage}
            onChange={setPrimaryImage}
          />
          <fieldset className="product-form-gallery">
            <legend className="field-label">{t('admin.form.gallery', { count: MAX_GALLERY_IMAGES })}</legend>
            {errors.gallery ? <p className="field-error">{localMessage(errors.gallery)}</p> : null}
            <div className="product-form-gallery-grid">
              {values.gallery.map((url, index) => (
                <ImageField
                  key={index}
                  compact
                  label={t('admin.form.galleryImage', { number: index + 1 })}
                  value={url}
                  media={values.media[url.trim()]}
                  error={errors[`gallery.${index}`]}
                  onChange={(next, media) => setGalleryImage(index, next, media)}
                />
              ))}
            </div>
          </fieldset>
        </fieldset>

        <fieldset className="product-form-section">
          <legend>{t('admin.form.merchandising')}</legend>
          <div className="product-form-grid">
            <FormField label={t('admin.form.badge')} error={errors.badge} hint={t('admin.form.badgeHint')}>
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
            <FormField label={t('admin.form.tags')} error={errors.tags} hint={t('admin.form.tagsHint')}>
              {(control) => <input {...control} className="field-input" {...bind('tags')} />}
            </FormField>
          </div>
          <label className="admin-checkbox">
            <input type="checkbox" checked={values.isFeatured} onChange={(e) => setField('isFeatured', e.target.checked)} />
            {t('admin.form.featured')}
          </label>
        </fieldset>

        <ProductFormEbm values={values} errors={errors} onChange={setField} />

        <ProductFormTranslations values={values.translations} errors={errors} onChange={setTranslation} />
      </div>

      <div className="product-form-footer">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('admin.form.cancel')}
        </button>
        <SubmitButton busy={busy} label={product ? t('admin.form.save') : t('admin.form.create')} className="button button-primary" />
      </div>
    </form>
  );
}
