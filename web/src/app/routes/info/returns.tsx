import { ContentPage } from '@/components/layouts/content-page';
import { TitledSection } from '@/components/ui/titled-section';
import { useT } from '@/lib/i18n/use-t';
import { support } from '@/lib/shop-info';
import { shopFigures } from './shop-figures';

/** /returns */
export function ReturnsRoute() {
  const t = useT();
  return (
    <ContentPage title={t('pages.returns.title')} lead={t('pages.returns.lead', shopFigures)}>
      <TitledSection titleId="ret-policy" title={t('pages.returns.policy.title', shopFigures)}>
        <p>
          {t('pages.returns.policy.before')} <strong>{t('pages.returns.policy.strong', shopFigures)}</strong>
          {t('pages.returns.policy.after')}
        </p>
      </TitledSection>

      <TitledSection titleId="ret-how" title={t('pages.returns.how.title')}>
        <ol>
          <li>
            {t('pages.returns.how.step1.before')} <a href={`mailto:${support.email}`}>{support.email}</a>
            {t('pages.returns.how.step1.middle')} <a href={support.phoneHref}>{support.phone}</a>
            {t('pages.returns.how.step1.after')}
          </li>
          <li>{t('pages.returns.how.step2')}</li>
          <li>{t('pages.returns.how.step3')}</li>
        </ol>
      </TitledSection>

      <TitledSection titleId="ret-refund" title={t('pages.returns.refund.title')}>
        <p>{t('pages.returns.refund.p1')}</p>
      </TitledSection>

      <TitledSection titleId="ret-faulty" title={t('pages.returns.faulty.title', shopFigures)}>
        <p>{t('pages.returns.faulty.p1', shopFigures)}</p>
      </TitledSection>
    </ContentPage>
  );
}
