import { useEffect } from 'react';
import { Link } from 'wouter';
import { MailIcon, PhoneIcon, HeadsetIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { useT, type MessageKey } from '@/lib/i18n/use-t';
import { LowDataSwitch } from '@/lib/pwa/low-data-switch';
import { headerCategories, support } from '@/lib/shop-info';
import './footer.css';

interface FooterLink {
  to: string;
  label: MessageKey;
}

const serviceLinks: FooterLink[] = [
  { to: '/help', label: 'footer.help' },
  { to: '/shipping', label: 'footer.shipping' },
  { to: '/returns', label: 'footer.returns' },
  { to: '/warranty', label: 'footer.warranty' },
  { to: '/contact', label: 'footer.contact' },
];

const companyLinks: FooterLink[] = [
  { to: '/about', label: 'footer.aboutUs' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms-and-conditions', label: 'footer.terms' },
];

const shopLinks: FooterLink[] = [
  { to: '/products', label: 'nav.allProducts' },
  ...headerCategories.map((c) => ({ to: `/products/${c.slug}`, label: `category.${c.slug}` as const })),
];

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const t = useT();
  return (
    <div className="footer-column">
      <h2 className="footer-heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  // Every screen draws the footer after its first paint: the installable app (service worker,
  // offline and new-version notices) starts from here, outside the first paint's code.
  useEffect(() => void import('@/lib/pwa/start').then((pwa) => pwa.startInstallableApp()), []);
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo tone="light" />
          <p>{t('footer.about')}</p>
          <p className="footer-note">{t('footer.note')}</p>
        </div>
        <LinkColumn title={t('footer.shop')} links={shopLinks} />
        <LinkColumn title={t('footer.customerService')} links={serviceLinks} />
        <LinkColumn title={t('footer.company')} links={companyLinks} />
        <div className="footer-column footer-support">
          <h2 className="footer-heading">{t('footer.support')}</h2>
          <ul className="footer-contacts">
            <li>
              <a href={`mailto:${support.email}`}>
                <MailIcon size={16} />
                {support.email}
              </a>
            </li>
            <li>
              <a href={support.phoneHref}>
                <PhoneIcon size={16} />
                {support.phone}
              </a>
            </li>
            <li>
              <span>
                <HeadsetIcon size={16} />
                {t('footer.supportHours')}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>{t('footer.rights', { year: String(year) })}</p>
          <p>{t('footer.pricesNote')}</p>
          <LowDataSwitch tone="light" />
        </div>
      </div>
    </footer>
  );
}
