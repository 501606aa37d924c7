import { TRANSLATION_LANGUAGES } from '@shop/domain';
import type { FieldError } from '@shop/domain';
import type { ProductText, ProductTranslations, ProductTranslationsPatch } from '../../api/catalog-api';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { MAX_FEATURE_LENGTH, MAX_FEATURES, TEXT_LIMITS } from './product-limits';

// A product's French and Kinyarwanda texts. A text left out, blank or an empty list is not
// stored, so the shopper sees the English one for it; a language with no text left is not stored.

const TEXT_FIELDS = ['name', 'shortDescription', 'description'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The translations of a form, cleaned (texts trimmed, blanks dropped), with the limits of the
 * English fields. Each problem names its field, e.g. `translations.fr.name`. Keys other than
 * the languages are ignored, as the form's unknown fields are.
 */
export function parseTranslations(input: unknown): { value: ProductTranslations; errors: FieldError[] } {
  const value: ProductTranslations = {};
  const errors: FieldError[] = [];
  if (input === undefined || input === null) return { value, errors };
  if (!isRecord(input)) return { value, errors: [{ path: 'translations', message: M.translationsInvalid }] };
  for (const language of TRANSLATION_LANGUAGES) {
    const texts = input[language];
    if (texts === undefined || texts === null) continue;
    const path = `translations.${language}`;
    if (!isRecord(texts)) {
      errors.push({ path, message: M.translationsInvalid });
      continue;
    }
    const text = parseText(texts, path, errors);
    if (Object.keys(text).length > 0) value[language] = text;
  }
  return { value, errors };
}

function parseText(texts: Record<string, unknown>, path: string, errors: FieldError[]): ProductText {
  const text: ProductText = {};
  for (const field of TEXT_FIELDS) {
    const raw = texts[field];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string') {
      errors.push({ path: `${path}.${field}`, message: M.textInvalid });
      continue;
    }
    const trimmed = raw.trim();
    if (trimmed.length > TEXT_LIMITS[field]) errors.push({ path: `${path}.${field}`, message: M.textTooLong });
    else if (trimmed !== '') text[field] = trimmed;
  }
  const features = parseFeatures(texts.features, `${path}.features`, errors);
  if (features.length > 0) text.features = features;
  return text;
}

function parseFeatures(raw: unknown, path: string, errors: FieldError[]): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.some((feature) => typeof feature !== 'string')) {
    errors.push({ path, message: M.featuresInvalid });
    return [];
  }
  const features = (raw as string[]).map((feature) => feature.trim()).filter((feature) => feature !== '');
  if (features.length > MAX_FEATURES) errors.push({ path, message: M.tooManyFeatures });
  else if (features.some((feature) => feature.length > MAX_FEATURE_LENGTH)) errors.push({ path, message: M.textTooLong });
  return features;
}

/** A copy of stored translations (none stored reads as `{}`), so a view never shares the record's lists. */
export function copyTranslations(stored: ProductTranslations | undefined): ProductTranslations {
  const copy: ProductTranslations = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const text = stored?.[language];
    if (text) copy[language] = { ...text, ...(text.features ? { features: [...text.features] } : {}) };
  }
  return copy;
}

/** True when the patch names a language: texts to set (even none) or null to remove them. */
export const namesLanguage = (patch: ProductTranslationsPatch | null | undefined): boolean =>
  isRecord(patch) && TRANSLATION_LANGUAGES.some((language) => patch[language] !== undefined);

/**
 * The translations after a patch: a language given replaces that language's texts, a null
 * removes them, a language left out keeps its own. What is not a set of languages is handed on
 * as it is, for parseTranslations to refuse.
 */
export function patchTranslations(stored: ProductTranslations, patch: ProductTranslationsPatch): ProductTranslations {
  if (!isRecord(patch)) return patch;
  const merged: ProductTranslations = { ...stored };
  for (const language of TRANSLATION_LANGUAGES) {
    const texts = patch[language];
    if (texts === null) delete merged[language];
    else if (texts !== undefined) merged[language] = texts;
  }
  return merged;
}
