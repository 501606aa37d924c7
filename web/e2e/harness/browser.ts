import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive: CHROMIUM_PATH, else Chromium's headless shell (Debian's
 * chromium-headless-shell: the same engine without the desktop browser around it, which opens a
 * page in about two thirds of the time), else Chromium itself.
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export interface SessionOptions {
  viewport?: { width: number; height: number };
  /** Local-storage entries written before the app's first script runs (once per tab). */
  storage?: Record<string, unknown>;
  /** Accept self-signed certificates, e.g. an HTTPS image host a test starts on 127.0.0.1. */
  ignoreHTTPSErrors?: boolean;
  /** The browser's language (its Accept-Language and navigator.languages); default en-US. */
  locale?: string;
  /** Service workers are blocked unless allowed: page.route never sees what a worker answers, and its caches would outlive a test. */
  serviceWorkers?: 'allow' | 'block';
}

export interface AppSession {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /** Absolute URL of an app path. */
  url(path: string): string;
  /** Navigates to an app path and waits for the shell to render. */
  goto(path: string): Promise<void>;
  /** Console errors, uncaught page errors and CSP violations seen so far. */
  problems(): string[];
  close(): Promise<void>;
}

interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    __devshopCspViolation?: (violation: CspViolation) => void;
  }
}

/** A fresh context and page that record console errors, page errors and CSP violations. */
export async function openSession(browser: Browser, baseUrl: string, options: SessionOptions = {}): Promise<AppSession> {
  const context = await browser.newContext({
    viewport: options.viewport ?? viewports.desktop,
    ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
    locale: options.locale ?? 'en-US',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const problems: string[] = [];

  await context.exposeFunction('__devshopCspViolation', (v: CspViolation) => {
    problems.push(`CSP violation: ${v.directive} blocked ${v.blocked || 'inline'} (${v.source})`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__devshopCspViolation?.({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  if (options.storage) {
    const entries = Object.entries(options.storage).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]);
    await context.addInitScript((seed: string[][]) => {
      // Seed once per tab, so a test can change or clear storage and reload.
      if (sessionStorage.getItem('__devshopSeeded')) return;
      sessionStorage.setItem('__devshopSeeded', '1');
      for (const [key, value] of seed) localStorage.setItem(key!, value!);
    }, entries);
  }

  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  const url = (path: string) => new URL(path, baseUrl).toString();
  return {
    context,
    page,
    baseUrl,
    url,
    async goto(path: string) {
      await page.goto(url(path));
      // The shell paints first; each screen's code arrives after it (app/lazy-screen.tsx).
      await page.locator('main#main-content:not(:has([data-screen-loading]))').waitFor();
    },
    problems: () => [...problems],
    close: () => context.close(),
  };
}
