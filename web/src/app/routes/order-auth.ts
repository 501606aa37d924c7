import type { SessionState } from '@/features/account/stores/session-store';
import type { OrderAuth } from '@/features/orders/types';

/** The session as the orders screens take it (features do not import each other). */
export function orderAuthOf(session: SessionState): OrderAuth {
  if (session.status === 'loading') return { state: 'checking' };
  if (session.status === 'authenticated' && session.user) return { state: 'signed-in', userId: session.user.id };
  return { state: 'signed-out' };
}
