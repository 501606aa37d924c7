import type { ReactNode } from 'react';
import { formatRwf } from '@shop/domain';
import { CartIcon, MailIcon, PackageIcon, UserIcon } from '@/components/ui/icons';
import { WalletIcon } from '@/components/ui/shop-icons';
import type { StoreStats } from '@shop/contracts';
import { useT, type MessageKey } from '@/lib/i18n/use-t';

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

type CountedStat = Exclude<keyof StoreStats, 'revenueByMethod'>;

const CARDS: { key: CountedStat; label: MessageKey; icon: ReactNode; format: (n: number) => string }[] = [
  { key: 'totalProducts', label: 'admin.stats.totalProducts', icon: <PackageIcon size={22} />, format: count },
  { key: 'totalUsers', label: 'admin.stats.totalUsers', icon: <UserIcon size={22} />, format: count },
  { key: 'totalOrders', label: 'admin.stats.totalOrders', icon: <CartIcon size={22} />, format: count },
  { key: 'totalRevenue', label: 'admin.stats.totalRevenue', icon: <WalletIcon size={22} />, format: formatRwf },
  { key: 'totalSubscribers', label: 'admin.stats.totalSubscribers', icon: <MailIcon size={22} />, format: count },
];

/** The five store figures; revenue counts paid orders only. */
export function StatCards({ stats }: { stats: StoreStats }) {
  const t = useT();
  return (
    <ul className="dashboard-stats" aria-label={t('admin.stats.label')}>
      {CARDS.map((card) => (
        <li key={card.key} className="dashboard-stat" data-testid={`stat-${card.key}`}>
          <span className={`dashboard-stat-icon dashboard-stat-icon-${card.key}`}>{card.icon}</span>
          <span className="dashboard-stat-label">{t(card.label)}</span>
          <span className="dashboard-stat-value">{card.format(stats[card.key])}</span>
        </li>
      ))}
    </ul>
  );
}
