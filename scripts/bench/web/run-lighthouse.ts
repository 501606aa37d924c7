// One Lighthouse run in a Chromium of its own: the default mobile configuration (a mid-range
// phone, simulated slow 4G and CPU), only the categories the bench reports.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CATEGORIES } from './page-figures';
import { onTeardown } from './teardown';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

export async function runLighthouse(url: string): Promise<Result> {
  // chrome-launcher's own Ctrl-C handler would exit before the shop is stopped; teardown.ts does it.
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'error' });
  const removeTeardown = onTeardown(() => chrome.kill());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      // A picture of the whole page is only for the HTML report, which the bench does not write.
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const fatal = result.lhr.runtimeError;
    if (fatal) throw new Error(`Lighthouse could not audit ${url}: ${fatal.code} ${fatal.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
    removeTeardown();
  }
}
