import { Link } from 'wouter';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { useT } from '@/lib/i18n/use-t';
import { AdminPage } from './admin-page';
import { adminSections } from './admin-links';
import './admin.css';

/** /admin: the dashboard, with a link to each admin screen. Visitors and shoppers see 'Access Denied'. */
export function AdminDashboardRoute() {
  const t = useT();
  return (
    <AdminPage subtitle={t('admin.page.subtitle')}>
      <AdminDashboard
        sections={
          <nav aria-labelledby="admin-sections-title">
          <h2 id="admin-sections-title" className="admin-sections-title">
            {t('admin.sections.title')}
          </h2>
          <ul className="admin-grid">
            {adminSections.map((section) => (
              <li key={section.to}>
                <Link to={section.to} className="admin-card">
                  <span className="admin-card-title">{t(section.title)}</span>
                  <span className="admin-card-text">{t(section.summary)}</span>
                </Link>
              </li>
            ))}
          </ul>
          </nav>
        }
      />
    </AdminPage>
  );
}
