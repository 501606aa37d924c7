// The visit before a repeat visit: opens the page as Lighthouse's phone would, unthrottled, and waits
// until the shop's service worker, if it registers one, is active (its precache then complete).
import { defaultConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import type { Chromium } from './run-lighthouse';

/** How long after the page's `load` a registration may take (the shop registers after first paint). */
const REGISTRATION_WAIT_MS = 10_000;
/** How long a registered worker may take to install (download its precache) and activate. */
const ACTIVATION_WAIT_MS = 60_000;

/** active: a service worker controls the next visit; none: the page registered none in time; installing: it did not finish. */
export type ServiceWorkerState = 'active' | 'installing' | 'none';

/**
 * Runs in the page. A string, not a function: the TypeScript runner may wrap named functions in
 * helpers of its own that do not exist in the page.
 */
const WAIT_FOR_SERVICE_WORKER = `(async () => {
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  if (!('serviceWorker' in navigator)) return 'none';
  const since = performance.now();
  while (!(await navigator.serviceWorker.getRegistration())) {
    if (performance.now() - since > ${REGISTRATION_WAIT_MS}) return 'none';
    await pause(250);
  }
  const ready = await Promise.race([navigator.serviceWorker.ready.then(() => true), pause(${ACTIVATION_WAIT_MS}).then(() => false)]);
  return ready ? 'active' : 'installing';
})()`;

export async function firstVisit(url: string, browser: Chromium): Promise<ServiceWorkerState> {
  // Lighthouse drives this Chromium too; Playwright shares its default profile, so what this visit
  // stores (service worker, Cache Storage, HTTP cache) is what the repeat visit finds.
  const connection = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  try {
    const context = connection.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    const screen = defaultConfig.settings?.screenEmulation;
    // The same screen as Lighthouse's phone, so that the same image sizes are fetched and cached.
    await devtools.send('Emulation.setDeviceMetricsOverride', {
      width: screen?.width ?? 412,
      height: screen?.height ?? 823,
      deviceScaleFactor: screen?.deviceScaleFactor ?? 1.75,
      mobile: screen?.mobile ?? true,
    });
    // A first visit starts from nothing. Lighthouse's cleanup after a cold run leaves the HTTP cache,
    // and clears the origin while the audited page is still open, free to register its worker again.
    await devtools.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
    await devtools.send('Network.clearBrowserCache');
    const userAgent = defaultConfig.settings?.emulatedUserAgent;
    if (typeof userAgent === 'string') await devtools.send('Emulation.setUserAgentOverride', { userAgent });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const state = (await page.evaluate(WAIT_FOR_SERVICE_WORKER)) as ServiceWorkerState;
    // What the page fetches after `load` (its catalogue reads, the images below) is cached too.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await page.close();
    return state;
  } finally {
    // Disconnects only: the browser was connected to, not launched, by Playwright.
    await connection.close();
  }
}
