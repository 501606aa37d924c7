import { ContentPage } from '@/components/layouts/content-page';
import { TitledSection } from '@/components/ui/titled-section';
import { useT } from '@/lib/i18n/use-t';
import { support } from '@/lib/shop-info';
import { shopFigures } from './shop-figures';

/** /warranty */
export function WarrantyRoute() {
  const t = useT();
  return (
    <ContentPage title={t('pages.warranty.title')} lead={t('pages.warranty.lead', shopFigures)}>
      <TitledSection titleId="war-who" title={t('pages.warranty.who.title')}>
        <p>
          {t('pages.warranty.who.before')} <strong>{t('pages.warranty.who.warrantor')}</strong>
          {t('pages.warranty.who.middle')} <strong>{t('pages.warranty.who.duration', shopFigures)}</strong>
          {t('pages.warranty.who.after')}
        </p>
      </TitledSection>

      <TitledSection titleId="war-covered" title={t('pages.warranty.covered.title')}>
        <ul>
          <li>{t('pages.warranty.covered.defects')}</li>
          <li>{t('pages.warranty.covered.remedy')}</li>
        </ul>
        <h3>{t('pages.warranty.notCovered.title')}</h3>
        <ul>
          <li>{t('pages.warranty.notCovered.damage')}</li>
          <li>{t('pages.warranty.notCovered.wear')}</li>
          <li>{t('pages.warranty.notCovered.opened')}</li>
        </ul>
      </TitledSection>

      <TitledSection titleId="war-claim" title={t('pages.warranty.claim.title')}>
        <ol>
          <li>
            {t('pages.warranty.claim.step1.before')} <a href={`mailto:${support.email}`}>{support.email}</a>
            {t('pages.warranty.claim.step1.middle')} <a href={support.phoneHref}>{support.phone}</a>
            {t('pages.warranty.claim.step1.after')}
          </li>
          <li>{t('pages.warranty.claim.step2')}</li>
          <li>{t('pages.warranty.claim.step3')}</li>
        </ol>
      </TitledSection>
    </ContentPage>
  );
}
