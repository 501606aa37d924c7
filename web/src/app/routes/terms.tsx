import { Link } from 'wouter';
import { ContentPage } from '@/components/layouts/content-page';
import { ArrowLeftIcon } from '@/components/ui/shop-icons';
import { TitledSection } from '@/components/ui/titled-section';
import { useT } from '@/lib/i18n/use-t';
import { support } from '@/lib/shop-info';
import { shopFigures } from './info/shop-figures';

/** /terms-and-conditions */
export function TermsRoute() {
  const t = useT();
  return (
    <ContentPage
      title={t('pages.terms.title')}
      lead={t('pages.terms.lead')}
      eyebrow={
        <Link to="/login">
          <ArrowLeftIcon size={16} /> {t('pages.terms.backToSignIn')}
        </Link>
      }
      footer={
        <>
          <Link to="/login" className="button button-secondary">
            <ArrowLeftIcon size={16} /> {t('pages.terms.back')}
          </Link>
          <Link to="/login" className="button button-primary">
            {t('pages.terms.agree')}
          </Link>
        </>
      }
    >
      <TitledSection titleId="terms-platform" title={t('pages.terms.platform.title')}>
        <p>
          {t('pages.terms.platform.p1.before')} <strong>{t('pages.terms.platform.p1.strong')}</strong>
          {t('pages.terms.platform.p1.after')}
        </p>
        <p>{t('pages.terms.platform.p2')}</p>
      </TitledSection>

      <TitledSection titleId="terms-users" title={t('pages.terms.users.title')}>
        <ul>
          <li>{t('pages.terms.users.details')}</li>
          <li>{t('pages.terms.users.account')}</li>
          <li>{t('pages.terms.users.lawful')}</li>
          <li>{t('pages.terms.users.check')}</li>
          <li>{t('pages.terms.users.reviews')}</li>
        </ul>
      </TitledSection>

      <TitledSection titleId="terms-payments" title={t('pages.terms.payments.title')}>
        <p>
          {t('pages.terms.payments.p1.before')} <strong>{t('pages.terms.payments.p1.currency')}</strong>
          {t('pages.terms.payments.p1.middle')} <strong>{t('pages.terms.payments.p1.vat', shopFigures)}</strong>
          {t('pages.terms.payments.p1.after')}
        </p>
        <p>
          {t('pages.terms.payments.p2.before')} <strong>{t('pages.terms.payments.p2.momo')}</strong>
          {t('pages.terms.payments.p2.middle')} <strong>{t('pages.terms.payments.p2.card')}</strong>
          {t('pages.terms.payments.p2.after', shopFigures)}
        </p>
        <p>{t('pages.terms.payments.p3', shopFigures)}</p>
      </TitledSection>

      <TitledSection titleId="terms-liability" title={t('pages.terms.liability.title')}>
        <p>
          {t('pages.terms.liability.p1.before')} <strong>{t('pages.terms.liability.p1.strong')}</strong>
          {t('pages.terms.liability.p1.after')}
        </p>
        <p>
          <strong>{t('pages.terms.liability.p2.strong')}</strong>
          {t('pages.terms.liability.p2.after', shopFigures)}
        </p>
        <p>{t('pages.terms.liability.p3')}</p>
      </TitledSection>

      <TitledSection titleId="terms-privacy" title={t('pages.terms.privacy.title')}>
        <p>
          {t('pages.terms.privacy.p1.before')} <Link to="/privacy">{t('pages.link.privacy')}</Link>
          {t('pages.terms.privacy.p1.after')}
        </p>
      </TitledSection>

      <TitledSection titleId="terms-changes" title={t('pages.terms.changes.title')}>
        <p>{t('pages.terms.changes.p1')}</p>
      </TitledSection>

      <TitledSection titleId="terms-contact" title={t('pages.terms.contact.title')}>
        <p>{t('pages.terms.contact.p1')}</p>
        <ul>
          <li>
            {t('pages.terms.contact.email')} <a href={`mailto:${support.email}`}>{support.email}</a>
          </li>
          <li>
            {t('pages.terms.contact.phone')} <a href={support.phoneHref}>{support.phone}</a>
          </li>
        </ul>
      </TitledSection>
    </ContentPage>
  );
}
