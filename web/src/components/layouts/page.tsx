import { useEffect, type ReactNode } from 'react';
import './page.css';

/** Sets the document title: "Title | DevShop". */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | DevShop` : 'DevShop';
  }, [title]);
}

interface PageProps {
  title: string;
  /** Overrides the document title when it differs from the heading. */
  documentTitle?: string;
  subtitle?: ReactNode;
  /** Small line above the title (breadcrumb, category, back link). */
  eyebrow?: ReactNode;
  actions?: ReactNode;
  narrow?: boolean;
  children?: ReactNode;
}

/** A screen with its heading: the standard frame for app pages. */
export function Page({ title, documentTitle, subtitle, eyebrow, actions, narrow, children }: PageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={`page container${narrow ? ' container-narrow' : ''}`}>
      <div className="page-header">
        <div>
          {eyebrow ? <div className="page-eyebrow">{eyebrow}</div> : null}
          <h1 className="page-title">{title}</h1>
          {subtitle ? <p className="page-subtitle">{subtitle}</p> : null}
        </div>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </div>
      <div className="page-body">{children}</div>
    </div>
  );
}
