import { useState } from 'react';
import type { ImageMedia } from '@shop/contracts/product-images';
import type { TranslationLanguage } from '@shop/domain';
import { ApiError } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';
import { localMessage } from '@/lib/i18n/shop-messages';
import { createProduct } from '../api/create-product';
import { patchProduct } from '../api/patch-product';
import type { AdminProduct } from '../types';
import { productChanges } from '../utils/product-changes';
import {
  emptyFormValues,
  fieldErrorsOf,
  formValuesOf,
  mediaChanges,
  parseFormValues,
  translationChanges,
  type FieldErrors,
  type FieldKey,
  type ProductFormValues,
  type TranslationField,
} from '../utils/product-form-values';

/** The form's price and stock fields. */
function pricesAndStock(values: ProductFormValues): Pick<ProductFormValues, 'price' | 'originalPrice' | 'quantity' | 'lowStockThreshold'> {
  return { price: values.price, originalPrice: values.originalPrice, quantity: values.quantity, lowStockThreshold: values.lowStockThreshold };
}

/**
 * The product form's state: values, field errors (the domain rules first, then the server's),
 * and the save. `product` null creates; otherwise only the fields changed since the form opened
 * are sent (PATCH), so what the admin did not touch keeps its stored value; of the translations,
 * each language whose texts changed (null when they were all cleared). Nothing changed:
 * nothing is sent and the form closes as on Cancel (`onUnchanged`).
 */
export function useProductForm(product: AdminProduct | null, onSaved: (saved: AdminProduct) => void, onUnchanged: () => void) {
  const [initial] = useState<ProductFormValues>(() => (product ? formValuesOf(product) : emptyFormValues()));
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Counts failed saves, so the form can move focus to the first invalid field after each. */
  const [rejections, setRejections] = useState(0);

  function clearError(key: FieldKey) {
    setErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  }

  function setField<K extends Exclude<keyof ProductFormValues, 'gallery' | 'media' | 'translations'>>(key: K, value: ProductFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  }

  function setTranslation(language: TranslationLanguage, field: TranslationField, value: string) {
    setValues((current) => ({
      ...current,
      translations: { ...current.translations, [language]: { ...current.translations[language], [field]: value } },
    }));
    clearError(`translations.${language}.${field}`);
  }

  /** The form's record of an uploaded photo's renditions, saved with the product while it shows the photo. */
  const withMedia = (current: ProductFormValues, url: string, media: ImageMedia | undefined): ProductFormValues['media'] =>
    media ? { ...current.media, [url]: media } : current.media;

  function setPrimaryImage(url: string, media?: ImageMedia) {
    setValues((current) => ({ ...current, primaryImage: url, media: withMedia(current, url, media) }));
    clearError('primaryImage');
  }

  function setGalleryImage(index: number, url: string, media?: ImageMedia) {
    setValues((current) => ({
      ...current,
      gallery: current.gallery.map((old, i) => (i === index ? url : old)),
      media: withMedia(current, url, media),
    }));
    clearError(`gallery.${index}`);
    clearError('gallery');
  }

  async function submit(): Promise<void> {
    if (busy) return;
    setFailure(null);
    // Sold in variants: price and stock are the variants' (the form shows them, not edits them),
    // so they are checked and compared as the form opened and never sent.
    const checked = product && product.variants.length > 0 ? { ...values, ...pricesAndStock(initial) } : values;
    const parsed = parseFormValues(checked);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFailure(translate('admin.form.fixFields'));
      setRejections((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (!product) {
        onSaved(await createProduct(parsed.body));
      } else {
        const fields = productChanges(initial, checked, parsed.body);
        const translations = translationChanges(initial, values);
        const media = mediaChanges(initial, values);
        const extra = { ...(translations ? { translations } : {}), ...(media ? { media } : {}) };
        const changes = fields || Object.keys(extra).length > 0 ? { ...fields, ...extra } : null;
        if (changes) onSaved(await patchProduct(product._id, changes));
        else onUnchanged();
      }
    } catch (error) {
      const apiErrors = error instanceof ApiError ? error.errors : [];
      const { fields, other } = fieldErrorsOf(apiErrors, checked);
      setErrors(fields);
      const message = error instanceof Error ? error.message : '';
      setFailure(
        Object.keys(fields).length > 0
          ? [translate('admin.form.fixFields'), ...other.map(localMessage)].join(' ')
          : message || translate('admin.form.saveFailed'),
      );
      setRejections((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, failure, busy, rejections, setField, setTranslation, setPrimaryImage, setGalleryImage, submit };
}
