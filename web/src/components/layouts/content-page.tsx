import type { ReactNode } from 'react';
import { useDocumentTitle } from './page';
import './content-page.css';

interface ContentPageProps {
  title: string;
  lead: ReactNode;
  /** Shown under the lead, e.g. "Last updated …". */
  meta?: ReactNode;
  /** Links or buttons at the end of the text. */
  footer?: ReactNode;
  /** Small line above the title, e.g. a back link. */
  eyebrow?: ReactNode;
  children: ReactNode;
}

/** Long-form text pages (about, policies, help, terms): a title band and a readable column. */
export function ContentPage({ title, lead, meta, footer, eyebrow, children }: ContentPageProps) {
  useDocumentTitle(title);
  return (
    <article className="content-page">
      <div className="content-hero">
        <div className="container container-narrow">
          {eyebrow ? <div className="content-eyebrow">{eyebrow}</div> : null}
          <h1>{title}</h1>
          <p className="content-lead">{lead}</p>
          {meta ? <p className="content-meta">{meta}</p> : null}
        </div>
      </div>
      <div className="container container-narrow">
        <div className="prose">{children}</div>
        {footer ? <div className="content-footer">{footer}</div> : null}
      </div>
    </article>
  );
}
