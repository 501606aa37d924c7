import { useState } from 'react';
import { showToast } from '@/components/ui/toast';
import { localMessage } from '@/lib/i18n/shop-messages';
import { translate } from '@/lib/i18n/use-t';
import type { AdminUser } from '../api/get-admin-users';
import { setUserBlocked, userStatusFailed } from '../api/set-user-blocked';
import { confirmAction } from '../components/confirm-dialog';

/** The display name of a user, or the e-mail when the account has no name. */
export function userName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/**
 * Block or unblock one user at a time; blocking asks first, saying the user is signed out at once. A failure stays on screen until dismissed, with the
 * server's reason when it gives one.
 */
export function useBlockUser(onChanged: () => void) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function toggle(user: AdminUser): Promise<void> {
    if (pendingId) return;
    const blocked = !user.isBlocked;
    if (blocked) {
      const confirmed = await confirmAction({
        title: translate('admin.users.blockTitle', { name: userName(user) }),
        consequence: translate('admin.users.blockConsequence', { email: user.email }),
        confirmLabel: translate('admin.users.blockAction'),
      });
      if (!confirmed) return;
    }
    setFailure(null);
    setPendingId(user._id);
    try {
      await setUserBlocked(user._id, blocked);
      showToast(translate(blocked ? 'admin.users.blockedToast' : 'admin.users.unblockedToast', { name: userName(user) }));
      onChanged();
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      const failed = userStatusFailed();
      setFailure(reason && reason !== failed ? translate('admin.common.failedBecause', { failure: failed, reason: localMessage(reason) }) : failed);
    } finally {
      setPendingId(null);
    }
  }

  return { pendingId, failure, toggle, dismiss: () => setFailure(null) };
}
