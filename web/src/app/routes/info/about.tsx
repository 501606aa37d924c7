import { MARKETING_FIGURES } from '@shop/domain';
import { Link } from 'wouter';
import { ContentPage } from '@/components/layouts/content-page';
import { TitledSection } from '@/components/ui/titled-section';
import { useT } from '@/lib/i18n/use-t';
import { shopFigures } from './shop-figures';

/** /about */
export function AboutRoute() {
  const t = useT();
  return (
    <ContentPage
      title={t('pages.about.title')}
      lead={t('pages.about.lead')}
      footer={
        <Link to="/products" className="button button-primary">
          {t('pages.browseProducts')}
        </Link>
      }
    >
      <ul className="fact-grid" aria-label={t('pages.about.figures.label')}>
        <li>
          <strong>{MARKETING_FIGURES.developers}</strong> <span>{t('pages.about.figures.developers')}</span>
        </li>
        <li>
          <strong>{MARKETING_FIGURES.products}</strong> <span>{t('pages.about.figures.products')}</span>
        </li>
        <li>
          <strong>{MARKETING_FIGURES.uptime}</strong> <span>{t('pages.about.figures.uptime')}</span>
        </li>
      </ul>

      <TitledSection titleId="about-what" title={t('pages.about.what.title')}>
        <p>{t('pages.about.what.p1')}</p>
      </TitledSection>

      <TitledSection titleId="about-how" title={t('pages.about.how.title')}>
        <p>
          {t('pages.about.how.p1.before')} <strong>{t('pages.about.how.p1.strong')}</strong>
          {t('pages.about.how.p1.after')}
        </p>
        <ul>
          <li>
            <strong>{t('pages.about.how.prices.label')}</strong> {t('pages.about.how.prices.text', shopFigures)}
          </li>
          <li>
            <strong>{t('pages.about.how.momo.label')}</strong> {t('pages.about.how.momo.text', shopFigures)}
          </li>
          <li>
            <strong>{t('pages.about.how.delivery.label')}</strong> {t('pages.about.how.delivery.text', shopFigures)}
          </li>
          <li>
            <strong>{t('pages.about.how.peace.label')}</strong> {t('pages.about.how.peace.text', shopFigures)}
          </li>
        </ul>
      </TitledSection>

      <TitledSection titleId="about-support" title={t('pages.about.support.title')}>
        <p>
          {t('pages.about.support.before')} <Link to="/help">{t('pages.link.helpCenter')}</Link>
          {t('pages.about.support.middle')} <Link to="/contact">{t('pages.about.support.contactLink')}</Link>
          {t('pages.about.support.after')}
        </p>
      </TitledSection>
    </ContentPage>
  );
}
