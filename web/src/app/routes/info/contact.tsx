import { Link } from 'wouter';
import { ContentPage } from '@/components/layouts/content-page';
import { HeadsetIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { TitledSection } from '@/components/ui/titled-section';
import { useT } from '@/lib/i18n/use-t';
import { support } from '@/lib/shop-info';
import { shopFigures } from './shop-figures';
import './contact.css';

/** /contact */
export function ContactRoute() {
  const t = useT();
  return (
    <ContentPage title={t('pages.contact.title')} lead={t('pages.contact.lead')}>
      <ul className="contact-cards">
        <li>
          <MailIcon size={24} />
          <h2>{t('pages.contact.email.title')}</h2>
          <a href={`mailto:${support.email}`}>{support.email}</a>
          <p>{t('pages.contact.email.hint')}</p>
        </li>
        <li>
          <PhoneIcon size={24} />
          <h2>{t('pages.contact.phone.title')}</h2>
          <a href={support.phoneHref}>{support.phone}</a>
          <p>{t('pages.contact.phone.hint')}</p>
        </li>
        <li>
          <HeadsetIcon size={24} />
          <h2>{t('pages.link.helpCenter')}</h2>
          <Link to="/help">{t('pages.contact.help.link')}</Link>
          <p>{t('pages.contact.help.hint')}</p>
        </li>
      </ul>

      <TitledSection titleId="contact-what" title={t('pages.contact.what.title')}>
        <p>{t('pages.contact.what.p1')}</p>
        <p>{t('pages.contact.what.p2')}</p>
      </TitledSection>

      <TitledSection titleId="contact-before" title={t('pages.contact.before.title')}>
        <ul>
          <li>
            <strong>{t('pages.contact.before.payment.label')}</strong>{' '}
            {t('pages.contact.before.payment.text', shopFigures)}
          </li>
          <li>
            <strong>{t('pages.contact.before.delivery.label')}</strong>{' '}
            {t('pages.contact.before.delivery.before', shopFigures)} <Link to="/shipping">{t('pages.link.shipping')}</Link>
            {t('pages.contact.before.delivery.after')}
          </li>
          <li>
            <strong>{t('pages.contact.before.returns.label')}</strong> {t('pages.contact.before.returns.before')}{' '}
            <Link to="/returns">{t('pages.link.returns')}</Link>
            {t('pages.contact.before.returns.middle')} <Link to="/warranty">{t('pages.link.warranty')}</Link>
            {t('pages.contact.before.returns.after')}
          </li>
        </ul>
      </TitledSection>
    </ContentPage>
  );
}
