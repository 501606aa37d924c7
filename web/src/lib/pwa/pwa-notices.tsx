import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';
import './pwa-notices.css';

/** The offline line above the page and the new-version notice, on every screen. */
export function PwaNotices() {
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
