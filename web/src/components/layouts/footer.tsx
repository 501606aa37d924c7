import { Link } from 'wouter';
import { MailIcon, PhoneIcon, HeadsetIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { headerCategories, support } from '@/lib/shop-info';
import './footer.css';

const serviceLinks = [
  { to: '/help', label: 'Help Center' },
  { to: '/shipping', label: 'Shipping Info' },
  { to: '/returns', label: 'Returns' },
  { to: '/warranty', label: 'Warranty' },
  { to: '/contact', label: 'Contact Us' },
];

const companyLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
];

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div className="footer-column">
      <h2 className="footer-heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo tone="light" />
          <p>
            Developer hardware for Rwanda: monitors, keyboards, mice, audio and accessories. DevShop is a
            commissionaire platform connecting you with trusted suppliers.
          </p>
          <p className="footer-note">All prices in RWF and include 18% VAT. Pay by mobile money, delivered by bike.</p>
        </div>
        <LinkColumn
          title="Shop"
          links={[
            { to: '/products', label: 'All Products' },
            ...headerCategories.map((c) => ({ to: `/products/${c.slug}`, label: c.label })),
          ]}
        />
        <LinkColumn title="Customer Service" links={serviceLinks} />
        <LinkColumn title="Company" links={companyLinks} />
        <div className="footer-column footer-support">
          <h2 className="footer-heading">Support</h2>
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
                Support available 24/7
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>© {year} DevShop. All rights reserved.</p>
          <p>Prices in Rwandan francs (RWF), VAT included.</p>
        </div>
      </div>
    </footer>
  );
}
