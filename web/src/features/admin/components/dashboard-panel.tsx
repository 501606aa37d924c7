import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A dashboard panel: its title, a link to the full admin list, and what it shows. */
export function DashboardPanel({
  titleId,
  title,
  to,
  linkText,
  children,
}: {
  titleId: string;
  title: string;
  to: string;
  linkText: string;
  children: ReactNode;
}) {
  return (
    <section className="dashboard-panel" aria-labelledby={titleId}>
      <div className="dashboard-panel-header">
        <h2 id={titleId} className="dashboard-panel-title">
          {title}
        </h2>
        <Link to={to} className="dashboard-panel-link">
          {linkText}
        </Link>
      </div>
      {children}
    </section>
  );
}
