import { Link } from 'wouter';
import { ContentPage } from '@/components/layouts/content-page';
import { TitledSection } from '@/components/ui/titled-section';
import { useT } from '@/lib/i18n/use-t';
import { support } from '@/lib/shop-info';
import { shopFigures } from './shop-figures';

/** A question of the help center and its answer. */
function Faq({ question, answer }: { question: string; answer: string }) {
  return (
    <>
      <h3>{question}</h3>
      <p>{answer}</p>
    </>
  );
}

/** /help */
export function HelpRoute() {
  const t = useT();
  return (
    <ContentPage title={t('pages.help.title')} lead={t('pages.help.lead')}>
      <TitledSection titleId="help-order" title={t('pages.help.order.title')}>
        <Faq question={t('pages.help.order.howQ')} answer={t('pages.help.order.howA')} />
        <Faq question={t('pages.help.order.accountQ')} answer={t('pages.help.order.accountA')} />
        <Faq question={t('pages.help.order.promoQ')} answer={t('pages.help.order.promoA', shopFigures)} />
      </TitledSection>

      <TitledSection titleId="help-pay" title={t('pages.help.pay.title')}>
        <Faq question={t('pages.help.pay.methodsQ')} answer={t('pages.help.pay.methodsA')} />
        <Faq question={t('pages.help.pay.verifyQ')} answer={t('pages.help.pay.verifyA', shopFigures)} />
        <Faq question={t('pages.help.pay.taxQ')} answer={t('pages.help.pay.taxA', shopFigures)} />
      </TitledSection>

      <TitledSection titleId="help-delivery" title={t('pages.help.delivery.title')}>
        <h3>{t('pages.help.delivery.timeQ')}</h3>
        <p>
          {t('pages.help.delivery.timeA.before', shopFigures)} <Link to="/shipping">{t('pages.link.shipping')}</Link>
          {t('pages.help.delivery.timeA.after')}
        </p>
        <Faq question={t('pages.help.delivery.followQ')} answer={t('pages.help.delivery.followA')} />
        <Faq question={t('pages.help.delivery.smsQ')} answer={t('pages.help.delivery.smsA')} />
        <Faq question={t('pages.help.delivery.languageQ')} answer={t('pages.help.delivery.languageA')} />
      </TitledSection>

      <TitledSection titleId="help-after" title={t('pages.help.after.title')}>
        <p>
          {t('pages.help.after.before', shopFigures)} <Link to="/returns">{t('pages.link.returns')}</Link>
          {t('pages.help.after.middle', shopFigures)} <Link to="/warranty">{t('pages.link.warranty')}</Link>
          {t('pages.help.after.after')}
        </p>
      </TitledSection>

      <TitledSection titleId="help-contact" title={t('pages.help.contact.title')}>
        <p>
          {t('pages.help.contact.before')} <a href={`mailto:${support.email}`}>{support.email}</a>
          {t('pages.help.contact.middle')} <a href={support.phoneHref}>{support.phone}</a>
          {t('pages.help.contact.after')}
        </p>
      </TitledSection>
    </ContentPage>
  );
}
