import { formatLongDate, relativeTime } from '@shop/domain';

/** 'just now', '5 minutes ago', '3 days ago', with the full date on hover; '—' when absent. */
export function RelativeTimeText({ value }: { value?: string | null }) {
  if (!value || Number.isNaN(Date.parse(value))) return <span aria-label="never">—</span>;
  return (
    <time dateTime={value} title={formatLongDate(value)}>
      {relativeTime(value, Date.now())}
    </time>
  );
}
