import { useT } from '@/lib/i18n/use-t';
import { useOnline } from './use-online';

/** A quiet line while the browser has no network: what shows comes from the saved copies. */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="pwa-offline" role="status" data-testid="offline-banner">
      {t('account.app.offline')}
    </p>
  );
}
