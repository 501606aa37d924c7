import { formatLongDate, relativeTime } from '@shop/domain';
import { useLanguage, useT } from '@/lib/i18n/use-t';

/** 'just now', '5 minutes ago', '3 days ago', with the full date on hover; '—' when absent. */
export function RelativeTimeText({ value }: { value?: string | null }) {
  const t = useT();
  const language = useLanguage();
  if (!value || Number.isNaN(Date.parse(value))) return <span aria-label={t('admin.time.never')}>—</span>;
  return (
    <time dateTime={value} title={formatLongDate(value, language)}>
      {relativeTime(value, Date.now(), language)}
    </time>
  );
}
