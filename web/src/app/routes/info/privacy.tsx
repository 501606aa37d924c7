import { ContentPage } from '@/components/layouts/content-page';
import { TitledSection } from '@/components/ui/titled-section';
import { useT } from '@/lib/i18n/use-t';
import { support } from '@/lib/shop-info';

/** /privacy */
export function PrivacyRoute() {
  const t = useT();
  return (
    <ContentPage title={t('pages.privacy.title')} lead={t('pages.privacy.lead')}>
      <TitledSection titleId="privacy-collect" title={t('pages.privacy.collect.title')}>
        <ul>
          <li>
            <strong>{t('pages.privacy.collect.account.label')}</strong> {t('pages.privacy.collect.account.text')}
          </li>
          <li>
            <strong>{t('pages.privacy.collect.profile.label')}</strong> {t('pages.privacy.collect.profile.text')}
          </li>
          <li>
            <strong>{t('pages.privacy.collect.orders.label')}</strong> {t('pages.privacy.collect.orders.text')}
          </li>
          <li>
            <strong>{t('pages.privacy.collect.reviews.label')}</strong> {t('pages.privacy.collect.reviews.text')}
          </li>
          <li>
            <strong>{t('pages.privacy.collect.newsletter.label')}</strong> {t('pages.privacy.collect.newsletter.text')}
          </li>
          <li>
            <strong>{t('pages.privacy.collect.sms.label')}</strong> {t('pages.privacy.collect.sms.text')}
          </li>
          <li>
            <strong>{t('pages.privacy.collect.language.label')}</strong> {t('pages.privacy.collect.language.text')}
          </li>
        </ul>
      </TitledSection>

      <TitledSection titleId="privacy-use" title={t('pages.privacy.use.title')}>
        <p>{t('pages.privacy.use.p1')}</p>
      </TitledSection>

      <TitledSection titleId="privacy-share" title={t('pages.privacy.share.title')}>
        <p>{t('pages.privacy.share.p1')}</p>
      </TitledSection>

      <TitledSection titleId="privacy-browser" title={t('pages.privacy.browser.title')}>
        <p>{t('pages.privacy.browser.p1')}</p>
      </TitledSection>

      <TitledSection titleId="privacy-rights" title={t('pages.privacy.rights.title')}>
        <p>
          {t('pages.privacy.rights.before')} <a href={`mailto:${support.email}`}>{support.email}</a>
          {t('pages.privacy.rights.after')}
        </p>
      </TitledSection>

      <TitledSection titleId="privacy-keep" title={t('pages.privacy.keep.title')}>
        <p>{t('pages.privacy.keep.p1')}</p>
      </TitledSection>
    </ContentPage>
  );
}
