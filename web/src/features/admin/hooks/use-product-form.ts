import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { createProduct } from '../api/create-product';
import { patchProduct } from '../api/patch-product';
import type { AdminProduct } from '../types';
import { productChanges } from '../utils/product-changes';
import {
  emptyFormValues,
  fieldErrorsOf,
  formValuesOf,
  parseFormValues,
  type FieldErrors,
  type FieldKey,
  type ProductFormValues,
} from '../utils/product-form-values';

export const FIX_FIELDS_MESSAGE = 'Please correct the highlighted fields.';

/**
 * The product form's state: values, field errors (the domain rules first, then the server's),
 * and the save. `product` null creates; otherwise only the fields changed since the form opened
 * are sent (PATCH), so what the admin did not touch keeps its stored value. Nothing changed:
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

  function setField<K extends Exclude<keyof ProductFormValues, 'gallery'>>(key: K, value: ProductFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  }

  function setGalleryImage(index: number, url: string) {
    setValues((current) => ({ ...current, gallery: current.gallery.map((old, i) => (i === index ? url : old)) }));
    clearError(`gallery.${index}`);
    clearError('gallery');
  }

  async function submit(): Promise<void> {
    if (busy) return;
    setFailure(null);
    const parsed = parseFormValues(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFailure(FIX_FIELDS_MESSAGE);
      setRejections((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (!product) {
        onSaved(await createProduct(parsed.body));
      } else {
        const changes = productChanges(initial, values, parsed.body);
        if (changes) onSaved(await patchProduct(product._id, changes));
        else onUnchanged();
      }
    } catch (error) {
      const apiErrors = error instanceof ApiError ? error.errors : [];
      const { fields, other } = fieldErrorsOf(apiErrors, values);
      setErrors(fields);
      const message = error instanceof Error ? error.message : '';
      setFailure(
        Object.keys(fields).length > 0
          ? [FIX_FIELDS_MESSAGE, ...other].join(' ')
          : message || 'Failed to save product. Please try again.',
      );
      setRejections((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, failure, busy, rejections, setField, setGalleryImage, submit };
}
