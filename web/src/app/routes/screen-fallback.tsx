import { useT } from '@/lib/i18n/use-t';
import './screen-fallback.css';

/**
 * Stands in for a screen while its code loads. It fills the viewport so the footer starts
 * below the fold and does not jump when the screen arrives.
 */
export function ScreenFallback() {
  const t = useT();
  return (
    <div className="screen-fallback container" role="status" data-screen-loading>
      <span className="visually-hidden">{t('ui.loading')}</span>
    </div>
  );
}
