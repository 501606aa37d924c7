import { useId, type ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { ErrorState } from '@/components/ui/state-message';
import { useT } from '@/lib/i18n/use-t';

interface LogList {
  status: string;
  error?: string | null;
  data?: { pagination: { totalPages: number } };
  reload: () => void;
}

/**
 * One of the admin's logs (failed e-mails, SMS) as a panel: its title (and a count), Refresh, and
 * the list's states: its error, loading, empty, or the rows with their pages.
 */
export function LogPanel(props: {
  title: string;
  count?: ReactNode;
  list: LogList;
  failedTitle: string;
  loading: string;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  pagesLabel: string;
  /** The rows' table; rendered when the list has rows. */
  children: ReactNode;
  hasRows: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const { list } = props;
  let body;
  if (list.status === 'error') {
    body = <ErrorState title={props.failedTitle} message={list.error === props.failedTitle ? null : list.error} onRetry={list.reload} />;
  } else if (!list.data) {
    body = <p className="admin-panel-text">{props.loading}</p>;
  } else if (!props.hasRows) {
    body = <p className="admin-panel-text">{props.empty}</p>;
  } else {
    body = (
      <>
        {props.children}
        <Pagination page={props.page} totalPages={list.data.pagination.totalPages} onPage={props.onPage} label={props.pagesLabel} />
      </>
    );
  }
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <div className="admin-panel-header">
        <h2 id={titleId} className="admin-panel-title">
          {props.title}
          {props.count}
        </h2>
        <button type="button" className="button button-secondary admin-row-button" onClick={list.reload}>
          {t('admin.common.refresh')}
        </button>
      </div>
      {body}
    </section>
  );
}
