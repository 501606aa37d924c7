import type { MouseEventHandler, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

/** A link that marks itself as the page shown (`aria-current="page"`, which the navigation styles). */
export function NavLink({ to, children, onClick }: { to: string; children: ReactNode; onClick?: MouseEventHandler<HTMLAnchorElement> }) {
  const [pathname] = useLocation();
  return (
    <Link to={to} aria-current={pathname === to ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}
