import { Link, useLocation } from 'wouter';
import { useDocumentTitle } from '@/components/layouts/page';
import { ButtonLink } from '@/components/ui/button-link';
import { HeadphonesIcon, KeyboardIcon, MailIcon, MonitorIcon } from '@/components/ui/icons';
import { support } from '@/lib/shop-info';
import './not-found.css';

const quickLinks = [
  { to: '/products/keyboards', label: 'Keyboards', Icon: KeyboardIcon },
  { to: '/products/monitors', label: 'Monitors', Icon: MonitorIcon },
  { to: '/products/audio', label: 'Audio', Icon: HeadphonesIcon },
];

/** Any path the router does not know. */
export function NotFoundRoute() {
  useDocumentTitle('Page Not Found');
  const [pathname] = useLocation();
  return (
    <div className="container not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p className="not-found-text">
        Sorry, we couldn't find <code>{pathname}</code>. The page may have moved, or the address may be mistyped.
      </p>
      <div className="not-found-actions">
        <ButtonLink to="/" variant="primary">Go to Home</ButtonLink>
        <ButtonLink to="/products" variant="secondary">Browse Products</ButtonLink>
      </div>
      <nav className="not-found-quick" aria-labelledby="quick-links-title">
        <h2 id="quick-links-title">Popular categories</h2>
        <ul>
          {quickLinks.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link to={to}>
                <Icon size={22} />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="not-found-support">
        Still lost? Email us at{' '}
        <a href={`mailto:${support.email}`}>
          <MailIcon size={18} />
          {support.email}
        </a>
      </p>
    </div>
  );
}
