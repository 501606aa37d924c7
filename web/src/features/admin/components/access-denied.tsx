import { ButtonLink } from '@/components/ui/button-link';
import { useT } from '@/lib/i18n/use-t';
import { LockIcon } from './admin-icons';
import './access-denied.css';

/** For visitors and shoppers on an admin screen (SPEC section 2, /admin/products). */
export function AccessDenied() {
  const t = useT();
  return (
    <section className="admin-denied card" aria-labelledby="admin-denied-title">
      <span className="admin-denied-icon">
        <LockIcon size={28} />
      </span>
      <h2 id="admin-denied-title">{t('admin.denied.title')}</h2>
      <p>{t('admin.denied.text')}</p>
      <ButtonLink to="/" variant="primary">{t('admin.denied.home')}</ButtonLink>
    </section>
  );
}
