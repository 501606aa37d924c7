import { useState } from 'react';
import { showToast } from '@/components/ui/toast';
import type { AdminUser } from '../api/get-admin-users';
import { setUserBlocked, UPDATE_USER_STATUS_FAILED } from '../api/set-user-blocked';

/** The display name of a user, or the e-mail when the account has no name. */
export function userName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/**
 * Block or unblock one user at a time. A failure stays on screen until dismissed, with the
 * server's reason when it gives one.
 */
export function useBlockUser(onChanged: () => void) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function toggle(user: AdminUser): Promise<void> {
    if (pendingId) return;
    setFailure(null);
    setPendingId(user._id);
    try {
      const blocked = !user.isBlocked;
      await setUserBlocked(user._id, blocked);
      showToast(`${userName(user)} ${blocked ? 'blocked' : 'unblocked'}`);
      onChanged();
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      setFailure(reason && reason !== UPDATE_USER_STATUS_FAILED ? `${UPDATE_USER_STATUS_FAILED}: ${reason}` : UPDATE_USER_STATUS_FAILED);
    } finally {
      setPendingId(null);
    }
  }

  return { pendingId, failure, toggle, dismiss: () => setFailure(null) };
}
