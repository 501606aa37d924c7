import type { SubscriberPage } from '../api/get-subscribers';

/** Total, active and 'This week' (subscribed in the last 7 days). */
export function NewsletterStats({ page }: { page: SubscriberPage }) {
  const stats = [
    { label: 'Total Subscribers', value: page.totalSubscribers },
    { label: 'Active', value: page.activeSubscribers },
    { label: 'This week', value: page.thisWeek },
  ];
  return (
    <dl className="admin-stat-grid" aria-label="Subscriber totals">
      {stats.map((stat) => (
        <div key={stat.label} className="admin-stat" data-testid="newsletter-stat">
          <dt>{stat.label}</dt>
          <dd>{stat.value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
