import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { i18n, loadCatalogueArea } from '@/lib/i18n';
import { PwaNotices } from './pwa-notices';
import { registerServiceWorker } from './service-worker';

let started: Promise<void> | null = null;

/** Resolves once the page's own resources have loaded, so the worker's downloads come after them. */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

async function start(): Promise<void> {
  // The notices speak from the account area (precached with the shell for offline use).
  await loadCatalogueArea('account');
  // Before the app's root: the offline line shows above the header.
  const host = document.createElement('div');
  document.body.prepend(host);
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <PwaNotices />
    </I18nProvider>,
  );
  await pageLoaded();
  registerServiceWorker();
}

/**
 * Everything of the installable app that the first paint can do without: the offline and
 * new-version notices (in a root of their own, so the app's tree stays as it is) and, once the
 * page has loaded, the service worker's registration. The footer calls it on every screen; it
 * starts once.
 */
export function startInstallableApp(): Promise<void> {
  started ??= start();
  return started;
}
