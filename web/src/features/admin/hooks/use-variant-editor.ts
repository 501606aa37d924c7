import { VARIANT_LIMITS } from '@shop/contracts/variants';
import { useState } from 'react';
import type { ProductVariantsBody } from '@shop/contracts';
import { ApiError } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';
import { putProductVariants, variantsSaveFailed } from '../api/put-product-variants';
import { confirmAction } from '../components/confirm-dialog';
import type { AdminProduct } from '../types';
import { variantMessage } from '../utils/variant-messages';
import {
  blankOption,
  combinationKey,
  defaultsOf,
  fillColumn,
  gridOf,
  hasVariantErrors,
  noVariantErrors,
  optionErrorsOf,
  optionsOf,
  rowsOf,
  serverErrorsOf,
  variantsBodyOf,
  withValue,
  type FillableColumn,
  type OptionDraft,
  type VariantColumn,
  type VariantErrors,
  type VariantRow,
} from '../utils/variant-rows';

export type VariantSaveState = { status: 'idle' | 'saving' } | { status: 'saved'; removed: boolean } | { status: 'failed'; message: string };

/**
 * Why a save or a generate was refused, in one line: the fields to fix, the editor's own reason,
 * or (`error`: the server refused) the server's.
 */
function failureOf(errors: VariantErrors, error?: unknown): string {
  const placed = Object.keys(errors.options).length > 0 || Object.keys(errors.rows).length > 0;
  const others = errors.form.map(variantMessage);
  if (placed) return [translate('admin.variants.fixFields'), ...others].join(' ');
  if (error === undefined) return others.join(' ');
  const failure = variantsSaveFailed();
  const reason = others[0] ?? (error instanceof Error ? error.message : '');
  return reason && reason !== failure ? translate('admin.common.failedBecause', { failure, reason: variantMessage(reason) }) : failure;
}

/**
 * The options and variants of one product: its options (name and value chips), the grid of
 * variants generated from them, the checks of the contract, and the save of the whole set
 * (PUT). A saved set shows as the catalog stored it, and `onSaved` hears of the product.
 */
export function useVariantEditor(product: AdminProduct, onSaved: (saved: AdminProduct) => void) {
  const [stored, setStored] = useState(product);
  const [options, setOptions] = useState<OptionDraft[]>(() => optionsOf(product));
  const [rows, setRows] = useState<VariantRow[]>(() => rowsOf(product));
  const [errors, setErrors] = useState<VariantErrors>(noVariantErrors);
  const [state, setState] = useState<VariantSaveState>({ status: 'idle' });
  /** Counts refusals, so the editor can move the focus to the first field to fix after each. */
  const [rejections, setRejections] = useState(0);
  const saving = state.status === 'saving';

  function changed() {
    if (state.status === 'saved' || state.status === 'failed') setState({ status: 'idle' });
  }

  function clearOptionError(key: number, field: 'name' | 'values') {
    setErrors((current) => {
      if (!current.options[key]?.[field]) return current;
      const { [field]: _fixed, ...rest } = current.options[key];
      const others = Object.fromEntries(Object.entries(current.options).filter(([k]) => Number(k) !== key));
      return { ...current, options: Object.keys(rest).length > 0 ? { ...others, [key]: rest } : others };
    });
  }

  function editOption(key: number, change: (option: OptionDraft) => OptionDraft) {
    setOptions((current) => current.map((option) => (option.key === key ? change(option) : option)));
    changed();
  }

  function addOption() {
    if (options.length >= VARIANT_LIMITS.options) return;
    setOptions((current) => [...current, blankOption()]);
    changed();
  }

  function removeOption(key: number) {
    setOptions((current) => current.filter((option) => option.key !== key));
    setErrors((current) => ({ ...current, options: Object.fromEntries(Object.entries(current.options).filter(([k]) => Number(k) !== key)) }));
    changed();
  }

  function renameOption(key: number, name: string) {
    editOption(key, (option) => ({ ...option, name }));
    clearOptionError(key, 'name');
  }

  /** Adds a typed value; false (and the reason under the field) when it cannot be added. */
  function addValue(key: number, text: string): boolean {
    const option = options.find((o) => o.key === key);
    if (!option) return false;
    const added = withValue(option.values, text);
    if ('error' in added) {
      setErrors((current) => ({ ...current, options: { ...current.options, [key]: { ...current.options[key], values: added.error } } }));
      return false;
    }
    editOption(key, (o) => ({ ...o, values: added.values }));
    clearOptionError(key, 'values');
    return true;
  }

  function removeValue(key: number, value: string) {
    editOption(key, (option) => ({ ...option, values: option.values.filter((v) => v !== value) }));
    clearOptionError(key, 'values');
  }

  function refuse(found: VariantErrors, error?: unknown) {
    setErrors(found);
    setState({ status: 'failed', message: failureOf(found, error) });
    setRejections((n) => n + 1);
  }

  /** The grid for the options as they are: rows the admin had for a combination are kept. */
  function generate() {
    const found = optionErrorsOf(options);
    if (hasVariantErrors(found)) return refuse(found);
    setRows((current) => gridOf(options, [...current, ...rowsOf(stored)], defaultsOf(stored)));
    setErrors(noVariantErrors());
    changed();
  }

  function editRow(key: string, column: VariantColumn, value: string) {
    setRows((current) => current.map((row) => (combinationKey(row.values) === key ? { ...row, [column]: value } : row)));
    setErrors((current) => {
      if (!current.rows[key]?.[column]) return current;
      const { [column]: _fixed, ...rest } = current.rows[key];
      return { ...current, rows: { ...current.rows, [key]: rest } };
    });
    changed();
  }

  function removeRow(key: string) {
    setRows((current) => current.filter((row) => combinationKey(row.values) !== key));
    setErrors((current) => {
      const { [key]: _removed, ...rest } = current.rows;
      return { ...current, rows: rest, form: [] };
    });
    changed();
  }

  function fill(column: FillableColumn, value: string) {
    setRows((current) => fillColumn(current, column, value));
    setErrors((current) => ({
      ...current,
      rows: Object.fromEntries(Object.entries(current.rows).map(([key, { [column]: _filled, ...rest }]) => [key, rest])),
    }));
    changed();
  }

  async function send(body: ProductVariantsBody, sentKeys: string[]): Promise<void> {
    setErrors(noVariantErrors());
    setState({ status: 'saving' });
    try {
      const saved = await putProductVariants(stored._id, body);
      setStored(saved);
      setOptions(optionsOf(saved));
      setRows(rowsOf(saved));
      setState({ status: 'saved', removed: body.options.length === 0 });
      onSaved(saved);
    } catch (error) {
      refuse(serverErrorsOf(error instanceof ApiError ? error.errors : [], options, sentKeys), error);
    }
  }

  /** Makes the product one thing again (after the admin confirms): no options, no variants. */
  async function removeAll(): Promise<void> {
    if (saving) return;
    const confirmed = await confirmAction({
      title: translate('admin.variants.removeTitle'),
      consequence: translate('admin.variants.removeConfirm'),
      confirmLabel: translate('admin.variants.removeAction'),
    });
    if (!confirmed) return;
    await send({ options: [], variants: [] }, []);
  }

  async function save(): Promise<void> {
    if (saving) return;
    if (options.length === 0) {
      // Saving no options at all removes them, which asks first.
      if (stored.options.length > 0) await removeAll();
      return;
    }
    const checked = variantsBodyOf(options, rows);
    if (!checked.ok) return refuse(checked.errors);
    await send(checked.body, checked.sentKeys);
  }

  return {
    stored,
    options,
    rows,
    errors,
    state,
    saving,
    rejections,
    full: options.length >= VARIANT_LIMITS.options,
    addOption,
    removeOption,
    renameOption,
    addValue,
    removeValue,
    generate,
    editRow,
    removeRow,
    fill,
    save,
    removeAll,
  };
}
