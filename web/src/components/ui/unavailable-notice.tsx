import type { ReactNode } from 'react';
import { InfoIcon } from './icons';
import './unavailable-notice.css';

/** An honest note that a screen or section is not built yet. */
export function UnavailableNotice({
  title = 'This screen is not available yet.',
  children,
}: {
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className="unavailable-notice" role="note">
      <InfoIcon className="unavailable-notice-icon" />
      <div>
        <p className="unavailable-notice-title">{title}</p>
        {children ? <div className="unavailable-notice-body">{children}</div> : null}
      </div>
    </div>
  );
}
