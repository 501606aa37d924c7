import type { ReactNode } from 'react';
import { formatRwf } from '@shop/domain';
import { CartIcon, MailIcon, PackageIcon, UserIcon, WalletIcon } from '@/components/ui/icons';
import type { StoreStats } from '@shop/contracts';

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

const CARDS: { key: keyof StoreStats; label: string; icon: ReactNode; format: (n: number) => string }[] = [
  { key: 'totalProducts', label: 'Total Products', icon: <PackageIcon size={22} />, format: count },
  { key: 'totalUsers', label: 'Total Users', icon: <UserIcon size={22} />, format: count },
  { key: 'totalOrders', label: 'Total Orders', icon: <CartIcon size={22} />, format: count },
  { key: 'totalRevenue', label: 'Total Revenue', icon: <WalletIcon size={22} />, format: formatRwf },
  { key: 'totalSubscribers', label: 'Subscribers', icon: <MailIcon size={22} />, format: count },
];

/** The five store figures; revenue counts paid orders only. */
export function StatCards({ stats }: { stats: StoreStats }) {
  return (
    <ul className="dashboard-stats" aria-label="Store statistics">
      {CARDS.map((card) => (
        <li key={card.key} className="dashboard-stat" data-testid={`stat-${card.key}`}>
          <span className={`dashboard-stat-icon dashboard-stat-icon-${card.key}`}>{card.icon}</span>
          <span className="dashboard-stat-label">{card.label}</span>
          <span className="dashboard-stat-value">{card.format(stats[card.key])}</span>
        </li>
      ))}
    </ul>
  );
}
