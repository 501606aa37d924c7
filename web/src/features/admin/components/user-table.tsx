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
  return (
    <AdminTable caption="Users" columns={['User', 'Role', 'Status', 'Joined', 'Last sign-in']} actions>
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
            <td data-label="Role">
              <span className={`admin-chip ${admin ? 'admin-chip-purple' : 'admin-chip-grey'}`}>{admin ? 'admin' : 'user'}</span>
            </td>
            <td data-label="Status">
              <span className={`admin-chip ${user.isBlocked ? 'admin-chip-red' : 'admin-chip-green'}`}>
                {user.isBlocked ? 'Blocked' : 'Active'}
              </span>
            </td>
            <td data-label="Joined">
              <RelativeTimeText value={user.createdAt} />
            </td>
            <td data-label="Last sign-in">
              <RelativeTimeText value={user.lastLoginAt} />
            </td>
            <td className="admin-cell-actions">
              {admin ? (
                <span className="admin-muted-note">Admins cannot be blocked</span>
              ) : (
                <button
                  type="button"
                  className={`button admin-row-button ${user.isBlocked ? 'button-secondary' : 'admin-danger-button'}`}
                  onClick={() => onToggle(user)}
                  disabled={pendingId === user._id}
                >
                  {pendingId === user._id ? 'Saving…' : user.isBlocked ? 'Unblock' : 'Block'}
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
