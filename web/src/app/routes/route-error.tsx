import { Link } from 'wouter';
import { Page } from '@/components/layouts/page';
import { useT } from '@/lib/i18n/use-t';
import { support } from '@/lib/shop-info';

/** Shown inside the shell when a screen fails to render or its code cannot be fetched. */
export function RouteError() {
  const t = useT();
  return (
    <Page title={t('ui.error.title')} subtitle={t('ui.error.screen')}>
      <div className="card">
        <p>
          {t('ui.error.writeTo')} <a href={`mailto:${support.email}`}>{support.email}</a>.
        </p>
        <Link to="/" className="button button-primary">
          {t('ui.backHome')}
        </Link>
      </div>
    </Page>
  );
}
