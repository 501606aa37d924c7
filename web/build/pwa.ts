import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Manifest, Plugin, PluginOption } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { precachedFiles } from './precache.ts';

type Workbox = NonNullable<VitePWAOptions['workbox']>;
type ManifestTransform = NonNullable<Workbox['manifestTransforms']>[number];

const THEME_COLOUR = '#312e81';
const DAY_SECONDS = 24 * 60 * 60;

/**
 * How long a catalogue read may take before the cached answer is shown instead. Short, so a
 * shopper on a dead cell is not left waiting; online, prices and stock come from the server.
 */
export const CATALOGUE_NETWORK_TIMEOUT_SECONDS = 4;

/** Paths the service worker never answers with the app's index.html: they are not pages. */
export const NOT_PAGES = [/^\/api\//, /^\/uploads\//, /^\/health/, /^\/sitemap\.xml$/, /^\/robots\.txt$/];

const webManifest: Partial<VitePWAOptions['manifest']> = {
  name: 'DevShop',
  short_name: 'DevShop',
  description: 'Developer hardware for Rwanda: monitors, keyboards, mice, audio and accessories.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOUR,
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * What is cached as the shopper browses. The functions run inside the service worker (Workbox
 * copies their source), so they use nothing from this file. Only GETs are matched (Workbox's
 * default); nothing else of /api/ (sign-in, cart, orders, admin) is ever cached.
 */
const runtimeCaching: Workbox['runtimeCaching'] = [
  {
    // Products, categories, brands, search, featured, reviews and related products: what home,
    // listings and product pages read. A shopper's own review (…/mine) is theirs: not cached.
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin && /^\/api\/v1\/(products|categories)(\/|$)/.test(url.pathname) && !url.pathname.endsWith('/mine'),
    handler: 'NetworkFirst',
    options: {
      cacheName: 'devshop-catalogue',
      networkTimeoutSeconds: CATALOGUE_NETWORK_TIMEOUT_SECONDS,
      expiration: { maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // Product pictures (uploads and the demo drawings): shown from the cache at once, refreshed behind.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(uploads\/products|images)\//.test(url.pathname),
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: 'devshop-images',
      expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // The app's other chunks (other screens, other languages' messages) as they load. Their names
    // carry a hash of their content, so a cached one is never out of date.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    handler: 'CacheFirst',
    options: {
      cacheName: 'devshop-code',
      expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  },
];

/** Keeps in the precache only the offline screens' JavaScript and CSS (see precache.ts). */
function offlineScreensOnly(outDir: () => string): ManifestTransform {
  return (entries) => {
    const manifest = JSON.parse(readFileSync(join(outDir(), '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const keep = precachedFiles(manifest);
    const isCode = (url: string) => /\.(js|css)$/.test(url);
    return { manifest: entries.filter((entry) => !isCode(entry.url) || keep.has(entry.url)), warnings: [] };
  };
}

/**
 * The installable app: the web manifest and a Workbox service worker (sw.js, workbox-*.js at the
 * root). `prompt`: a new deployment waits until the shopper accepts (lib/pwa/update-prompt.tsx),
 * so old and new chunks never mix; the page registers it after the first paint (lib/pwa/).
 */
export function installableApp(): PluginOption[] {
  let outDir = '';
  const findOutDir: Plugin = {
    name: 'devshop-pwa-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  return [
    findOutDir,
    VitePWA({
      registerType: 'prompt',
      // Registered by the app after the first paint, not by a script in index.html.
      injectRegister: false,
      manifest: webManifest,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      workbox: {
        globPatterns: ['index.html', 'assets/*.{js,css,woff2}'],
        manifestTransforms: [offlineScreensOnly(() => outDir)],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: NOT_PAGES,
        // The first install takes the open page at once, so what it loads next is cached; an
        // update still waits for the shopper (no skipWaiting).
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching,
      },
    }),
  ];
}
