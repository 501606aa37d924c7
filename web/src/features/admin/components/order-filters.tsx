import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import { orderStatusLabel, paymentStatusLabel } from '@/lib/order-labels';
import { filterBinder, SearchFilter, SelectFilter, type FilterBarProps } from './filter-fields';

export const NO_ORDER_FILTERS = { search: '', status: '', paymentStatus: '' };

/** Search (typing is debounced by the screen), order status and payment status filters. */
export function OrderFilters(bar: FilterBarProps<typeof NO_ORDER_FILTERS>) {
  const t = useT();
  const bind = filterBinder(bar);
  return (
    <div className="admin-filters" role="search" aria-label={t('admin.orders.filter')}>
      <SearchFilter label={t('admin.orders.search')} placeholder={t('admin.orders.searchPlaceholder')} {...bind('search')} />
      <SelectFilter label={t('admin.orders.status')} allLabel={t('admin.filter.allStatuses')} {...bind('status')}>
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {orderStatusLabel(value)}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter label={t('admin.orders.paymentStatus')} allLabel={t('admin.orders.allPayments')} {...bind('paymentStatus')}>
        {PAYMENT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {paymentStatusLabel(value)}
          </option>
        ))}
      </SelectFilter>
    </div>
  );
}
