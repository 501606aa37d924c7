import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';

/**
 * The frame of an admin table: a caption for screen readers, the column headings and, with
 * `actions`, a last column whose heading only screen readers hear. `children` are the rows.
 * On a phone each row reads as a card (CSS only).
 */
export function AdminTable({
  caption,
  columns,
  actions = false,
  children,
}: {
  caption: string;
  columns: string[];
  actions?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {actions ? (
              <th scope="col">
                <span className="visually-hidden">{t('admin.table.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
