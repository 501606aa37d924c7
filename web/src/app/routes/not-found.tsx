import { Link, useLocation } from 'wouter';
import { useDocumentTitle } from '@/components/layouts/page';
import { ButtonLink } from '@/components/ui/button-link';
import { HeadphonesIcon, KeyboardIcon, MailIcon, MonitorIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/use-t';
import { categoryLabel, support } from '@/lib/shop-info';
import './not-found.css';

const quickLinks = [
  { slug: 'keyboards', Icon: KeyboardIcon },
  { slug: 'monitors', Icon: MonitorIcon },
  { slug: 'audio', Icon: HeadphonesIcon },
];

/** Any path the router does not know. */
export function NotFoundRoute() {
  const t = useT();
  useDocumentTitle(t('pages.notFound.title'));
  const [pathname] = useLocation();
  return (
    <div className="container not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('pages.notFound.title')}</h1>
      <p className="not-found-text">
        {t('pages.notFound.before')} <code>{pathname}</code>
        {t('pages.notFound.after')}
      </p>
      <div className="not-found-actions">
        <ButtonLink to="/" variant="primary">
          {t('pages.notFound.goHome')}
        </ButtonLink>
        <ButtonLink to="/products" variant="secondary">
          {t('pages.browseProducts')}
        </ButtonLink>
      </div>
      <nav className="not-found-quick" aria-labelledby="quick-links-title">
        <h2 id="quick-links-title">{t('pages.notFound.popular')}</h2>
        <ul>
          {quickLinks.map(({ slug, Icon }) => (
            <li key={slug}>
              <Link to={`/products/${slug}`}>
                <Icon size={22} />
                {categoryLabel(slug)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="not-found-support">
        {t('pages.notFound.stillLost')}{' '}
        <a href={`mailto:${support.email}`}>
          <MailIcon size={18} />
          {support.email}
        </a>
      </p>
    </div>
  );
}
