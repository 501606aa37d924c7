// Lighthouse runs in a Chromium of its own: the default mobile configuration (a mid-range phone)
// with the throttling a profile asks for, only the categories the bench reports.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CATEGORIES } from './page-figures';
import { onTeardown } from './teardown';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
/**
 * What a cold visit starts without: Lighthouse's defaults (service workers, Cache Storage) plus what
 * the shop and its service worker keep in IndexedDB and local storage, and cookies: a new shopper.
 */
const A_NEW_SHOPPERS_STORAGE: NonNullable<Flags['clearStorageTypes']> = ['cookies', 'file_systems', 'indexeddb', 'local_storage', 'shader_cache', 'service_workers', 'cache_storage'];

export interface Chromium {
  /** The DevTools port: Lighthouse and the service worker's first visit both drive this browser. */
  port: number;
  kill(): void;
}

/** A Chromium with a fresh profile of its own, killed however the bench ends. */
export async function launchChromium(): Promise<Chromium> {
  // chrome-launcher's own Ctrl-C handler would exit before the shop is stopped; teardown.ts does it.
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'error' });
  const removeTeardown = onTeardown(() => chrome.kill());
  return {
    port: chrome.port,
    kill() {
      chrome.kill();
      removeTeardown();
    },
  };
}

/**
 * Audits `url` in `chromium`. With `keepStorage`, the visit finds what earlier visits left (the
 * service worker, its caches, the HTTP cache); without, Lighthouse clears them and the page's other
 * storage before the visit, and all but the HTTP cache after it.
 */
export async function runLighthouse(url: string, chromium: Chromium, flags: Flags, keepStorage: boolean): Promise<Result> {
  const result = await lighthouse(url, {
    ...flags,
    port: chromium.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: keepStorage,
    clearStorageTypes: A_NEW_SHOPPERS_STORAGE,
    // A picture of the whole page is only for the HTML report, which the bench does not write.
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const fatal = result.lhr.runtimeError;
  if (fatal) throw new Error(`Lighthouse could not audit ${url}: ${fatal.code} ${fatal.message}`);
  return result.lhr;
}
