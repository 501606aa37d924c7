import { ContentPage } from '@/components/layouts/content-page';
import { TitledSection } from '@/components/ui/titled-section';
import { useT } from '@/lib/i18n/use-t';
import { support } from '@/lib/shop-info';
import { shopFigures } from './shop-figures';

/** /shipping */
export function ShippingRoute() {
  const t = useT();
  return (
    <ContentPage title={t('pages.shipping.title')} lead={t('pages.shipping.lead')}>
      <ul className="fact-grid" aria-label={t('pages.shipping.facts.label')}>
        <li>
          <strong>{t('pages.shipping.facts.time', shopFigures)}</strong> <span>{t('pages.shipping.facts.timeText')}</span>
        </li>
        <li>
          <strong>{t('pages.shipping.facts.free')}</strong> <span>{t('pages.shipping.facts.freeText', shopFigures)}</span>
        </li>
        <li>
          <strong>{shopFigures.fee}</strong> <span>{t('pages.shipping.facts.feeText', shopFigures)}</span>
        </li>
      </ul>

      <TitledSection titleId="ship-fees" title={t('pages.shipping.fees.title')}>
        <p>{t('pages.shipping.fees.p1', shopFigures)}</p>
      </TitledSection>

      <TitledSection titleId="ship-time" title={t('pages.shipping.time.title')}>
        <p>{t('pages.shipping.time.p1', shopFigures)}</p>
      </TitledSection>

      <TitledSection titleId="ship-address" title={t('pages.shipping.address.title')}>
        <p>{t('pages.shipping.address.p1', shopFigures)}</p>
      </TitledSection>

      <TitledSection titleId="ship-track" title={t('pages.shipping.track.title')}>
        <p>{t('pages.shipping.track.p1')}</p>
      </TitledSection>

      <TitledSection titleId="ship-help" title={t('pages.shipping.help.title')}>
        <p>
          {t('pages.shipping.help.before')} <a href={`mailto:${support.email}`}>{support.email}</a>
          {t('pages.shipping.help.middle')} <a href={support.phoneHref}>{support.phone}</a>
          {t('pages.shipping.help.after')}
        </p>
      </TitledSection>
    </ContentPage>
  );
}
