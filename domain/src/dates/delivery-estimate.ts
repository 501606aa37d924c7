import { CONFIRMATION_ESTIMATE_DAYS } from '../constants/store-policy';
import { addDays, type Instant } from './instant';

/** The confirmation page's 'Out for Delivery' estimate: 3 days after `from` (usually today). */
export function estimatedDeliveryDate(from: Instant): Date {
  return addDays(from, CONFIRMATION_ESTIMATE_DAYS);
}
