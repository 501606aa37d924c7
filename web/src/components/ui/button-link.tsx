import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A link that looks like a large button: the main way on (`primary`) or another one (`secondary`). */
export function ButtonLink({
  to,
  variant,
  children,
}: {
  to: string;
  variant: 'primary' | 'secondary';
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`button button-${variant} button-lg`}>
      {children}
    </Link>
  );
}
