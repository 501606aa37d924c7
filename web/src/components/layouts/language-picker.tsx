import { useLingui } from '@lingui/react';
import { isLanguage, LANGUAGES, type Language } from '@shop/domain';
import { useId } from 'react';
import { activateLanguage, rememberLanguage } from '@/lib/i18n';
import { useT } from '@/lib/i18n/use-t';
import './language-picker.css';

/** Each language named in itself, so a reader finds theirs whatever is showing. */
const NATIVE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', rw: 'Ikinyarwanda' };

interface LanguagePickerProps {
  className?: string;
  /** Told of a choice, after the shop speaks it (a signed-in user's profile keeps it). */
  onChosen?: (language: Language) => void;
}

export function LanguagePicker({ className, onChosen }: LanguagePickerProps) {
  const t = useT();
  const { i18n } = useLingui();
  const id = useId();
  return (
    <span className={['language-picker', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={async (event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          rememberLanguage(language);
          await activateLanguage(language);
          onChosen?.(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NATIVE_NAMES[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
