import { useT } from '@/lib/i18n/use-t';
import type { SubscriberPage } from '../api/get-subscribers';

/** Total, active and 'This week' (subscribed in the last 7 days). */
export function NewsletterStats({ page }: { page: SubscriberPage }) {
  const t = useT();
  const stats = [
    { label: t('admin.newsletter.total'), value: page.totalSubscribers },
    { label: t('admin.newsletter.active'), value: page.activeSubscribers },
    { label: t('admin.newsletter.thisWeek'), value: page.thisWeek },
  ];
  return (
    <dl className="admin-stat-grid" aria-label={t('admin.newsletter.totals')}>
      {stats.map((stat) => (
        <div key={stat.label} className="admin-stat" data-testid="newsletter-stat">
          <dt>{stat.label}</dt>
          <dd>{stat.value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
