import { Link } from 'wouter';
import { useT } from '@/lib/i18n/use-t';
import { CodeIcon } from './icons';
import './logo.css';

/** "DevShop", linking home. */
export function Logo({ tone = 'dark', onClick }: { tone?: 'dark' | 'light'; onClick?: () => void }) {
  const t = useT();
  return (
    <Link to="/" className={`logo logo-${tone}`} aria-label={t('nav.home')} onClick={onClick}>
      <span className="logo-mark">
        <CodeIcon size={18} strokeWidth={2.5} />
      </span>
      <span className="logo-text" aria-hidden="true">
        Dev<span>Shop</span>
      </span>
    </Link>
  );
}
