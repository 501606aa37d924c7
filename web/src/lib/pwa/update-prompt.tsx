import { useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { applyUpdate, isUpdateReady, postponeUpdate, subscribeUpdate } from './service-worker';

/** "A new version of DevShop is ready" with Reload, while a new deployment waits for the shopper. */
export function UpdatePrompt() {
  const t = useT();
  const ready = useSyncExternalStore(subscribeUpdate, isUpdateReady, () => false);
  if (!ready) return null;
  return (
    <div className="pwa-update" role="status" data-testid="update-prompt">
      <span>{t('account.app.updateReady')}</span>
      <button type="button" className="button button-light" onClick={applyUpdate}>
        {t('account.app.reload')}
      </button>
      <button type="button" className="button button-ghost-light" onClick={postponeUpdate}>
        {t('account.app.later')}
      </button>
    </div>
  );
}
