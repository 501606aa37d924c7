import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@shop/domain';
import { FormField } from '@/components/ui/form-field';
import { useT, type MessageKey } from '@/lib/i18n/use-t';
import {
  type FieldErrors,
  type TranslationField,
  type TranslationFormValues,
} from '../utils/product-form-values';

/**
 * Each language's legend and field labels. The labels name the language ("French name"), so
 * none reads the same as an English field's ("Product name", "Short description").
 */
const LABELS: Record<TranslationLanguage, { legend: MessageKey } & Record<TranslationField, MessageKey>> = {
  fr: {
    legend: 'admin.productForm.translations.fr.legend',
    name: 'admin.productForm.translations.fr.name',
    shortDescription: 'admin.productForm.translations.fr.shortDescription',
    description: 'admin.productForm.translations.fr.description',
    features: 'admin.productForm.translations.fr.features',
  },
  rw: {
    legend: 'admin.productForm.translations.rw.legend',
    name: 'admin.productForm.translations.rw.name',
    shortDescription: 'admin.productForm.translations.rw.shortDescription',
    description: 'admin.productForm.translations.rw.description',
    features: 'admin.productForm.translations.rw.features',
  },
};

/**
 * The product's French and Kinyarwanda texts: name, short description, description and
 * features (one per line), all optional; a field left blank shows the English one.
 */
export function ProductFormTranslations({
  values,
  errors,
  onChange,
}: {
  values: Record<TranslationLanguage, TranslationFormValues>;
  errors: FieldErrors;
  onChange: (language: TranslationLanguage, field: TranslationField, value: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className="product-form-section">
      <legend>{t('admin.productForm.translations.title')}</legend>
      <p className="field-hint product-form-note">{t('admin.productForm.translations.note')}</p>
      {TRANSLATION_LANGUAGES.map((language) => {
        const labels = LABELS[language];
        const error = (key: TranslationField) => errors[`translations.${language}.${key}`];
        /** A control's value and the onChange that stores it; its text is in `language` (spelling checks). */
        const bind = (key: TranslationField) => ({
          lang: language,
          value: values[language][key],
          onChange: (event: { target: { value: string } }) => onChange(language, key, event.target.value),
        });
        return (
          <fieldset key={language} className="product-form-gallery">
            <legend className="field-label">{t(labels.legend)}</legend>
            <div className="product-form-grid">
              <FormField label={t(labels.name)} error={error('name')}>
                {(control) => <input {...control} className="field-input" {...bind('name')} />}
              </FormField>
              <FormField label={t(labels.shortDescription)} error={error('shortDescription')}>
                {(control) => <input {...control} className="field-input" {...bind('shortDescription')} />}
              </FormField>
              <FormField label={t(labels.description)} error={error('description')}>
                {(control) => <textarea {...control} className="field-input admin-textarea" rows={4} {...bind('description')} />}
              </FormField>
              <FormField label={t(labels.features)} error={error('features')} hint={t('admin.productForm.translations.featuresHint')}>
                {(control) => <textarea {...control} className="field-input admin-textarea" rows={4} {...bind('features')} />}
              </FormField>
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
