import { ButtonLink } from '@/components/ui/button-link';
import { LockIcon } from './admin-icons';
import './access-denied.css';

/** For visitors and shoppers on an admin screen (SPEC section 2, /admin/products). */
export function AccessDenied() {
  return (
    <section className="admin-denied card" aria-labelledby="admin-denied-title">
      <span className="admin-denied-icon">
        <LockIcon size={28} />
      </span>
      <h2 id="admin-denied-title">Access Denied</h2>
      <p>You need admin privileges to access this page</p>
      <ButtonLink to="/" variant="primary">Go Home</ButtonLink>
    </section>
  );
}
