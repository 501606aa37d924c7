import { useT } from '@/lib/i18n/use-t';
import type { AdminUser } from '../api/get-admin-users';
import { userName } from '../hooks/use-block-user';
import { AdminTable } from './admin-table';
import { RelativeTimeText } from './relative-time-text';

/**
 * The user list: name and e-mail, role, status, joined and last sign-in, and Block / Unblock.
 * Admins have no block control (SPEC section 4: admin accounts cannot be blocked from the screen).
 */
export function UserTable({
  users,
  pendingId,
  onToggle,
}: {
  users: AdminUser[];
  pendingId: string | null;
  onToggle: (user: AdminUser) => void;
}) {
  const t = useT();
  const columns = {
    role: t('admin.col.role'),
    status: t('admin.col.status'),
    joined: t('admin.col.joined'),
    lastSignIn: t('admin.col.lastSignIn'),
  };
  return (
    <AdminTable
      caption={t('admin.users.caption')}
      columns={[t('admin.col.user'), columns.role, columns.status, columns.joined, columns.lastSignIn]}
      actions
    >
      {users.map((user) => {
        const name = userName(user);
        const admin = user.role === 'ADMIN';
        return (
          <tr key={user._id} data-testid="admin-user-row" data-email={user.email}>
            <th scope="row" className="admin-cell-product">
              <span className="admin-person">
                <span className="admin-person-name">{name}</span>
                <span className="admin-person-email">{user.email}</span>
              </span>
            </th>
            <td data-label={columns.role}>
              <span className={`admin-chip ${admin ? 'admin-chip-purple' : 'admin-chip-grey'}`}>{admin ? t('admin.users.chipAdmin') : t('admin.users.chipUser')}</span>
            </td>
            <td data-label={columns.status}>
              <span className={`admin-chip ${user.isBlocked ? 'admin-chip-red' : 'admin-chip-green'}`}>
                {user.isBlocked ? t('admin.users.blocked') : t('admin.users.active')}
              </span>
            </td>
            <td data-label={columns.joined}>
              <RelativeTimeText value={user.createdAt} />
            </td>
            <td data-label={columns.lastSignIn}>
              <RelativeTimeText value={user.lastLoginAt} />
            </td>
            <td className="admin-cell-actions">
              {admin ? (
                <span className="admin-muted-note">{t('admin.users.cannotBlock')}</span>
              ) : (
                <button
                  type="button"
                  className={`button admin-row-button ${user.isBlocked ? 'button-secondary' : 'admin-danger-button'}`}
                  onClick={() => onToggle(user)}
                  disabled={pendingId === user._id}
                >
                  {pendingId === user._id ? t('admin.common.saving') : user.isBlocked ? t('admin.users.unblock') : t('admin.users.block')}
                  <span className="visually-hidden"> {name}</span>
                </button>
              )}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
