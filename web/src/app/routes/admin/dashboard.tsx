import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';
import { UnavailableNotice } from '@/components/ui/unavailable-notice';
import { adminSections } from './admin-links';
import './admin.css';

/** /admin */
export function AdminDashboardRoute() {
  return (
    <Page title="Admin Dashboard" subtitle="Manage the catalogue, orders, users, reviews and subscribers">
      <UnavailableNotice>
        <p>Store statistics and recent activity are not available yet.</p>
      </UnavailableNotice>
      <nav aria-label="Admin sections">
        <ul className="admin-grid">
          {adminSections.map((section) => (
            <li key={section.to}>
              <Link to={section.to} className="admin-card">
                <span className="admin-card-title">{section.title}</span>
                <span className="admin-card-text">{section.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
