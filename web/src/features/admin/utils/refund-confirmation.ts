import { formatRwf } from '@shop/domain';
import { translate } from '@/lib/i18n/use-t';
import type { AdminOrder } from '../order-types';
import { refundDestination } from './refund-plan';

/**
 * What a refund will do, in the admin's language, before it is sent: how much goes back and where
 * ('12,000 RWF will go back to the shopper’s MTN MoMo wallet.'), and how many units return to stock.
 */
export function refundConfirmation(order: AdminOrder, amount: number, units: number): string[] {
  const money = formatRwf(amount);
  const destination = refundDestination(order);
  let where: string;
  if (destination.kind === 'wallet') where = translate('admin.refunds.toWallet', { amount: money, wallet: destination.name });
  else if (destination.kind === 'mobile-money') where = translate('admin.refunds.toMobileMoney', { amount: money });
  else if (destination.kind === 'card') where = translate('admin.refunds.toCard', { amount: money });
  else where = translate('admin.refunds.byHand', { amount: money });
  return units > 0 ? [where, translate('admin.refunds.restock', { count: units })] : [where];
}
