import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compiledCatalogues } from './build/compiled-catalogues.ts';
import { precompress } from './build/precompress.ts';
import { installableApp } from './build/pwa.ts';
import { metaPolicy } from './csp.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://localhost:8080';

/**
 * Puts the policy into the built index.html, right after the charset and before any script or
 * stylesheet. Build only: the dev server's React refresh preamble is an inline script.
 */
function cspMeta(): Plugin {
  const charset = '<meta charset="UTF-8" />';
  return {
    name: 'devshop-csp-meta',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(charset)) throw new Error(`index.html must contain ${charset}`);
      const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy}" />`;
      return html.replace(charset, `${charset}\n    ${meta}`);
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [compiledCatalogues(), react(), cspMeta(), ...installableApp(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Keep every asset a file: no data: fonts or inline scripts under the CSP.
    assetsInlineLimit: 0,
    // Every browser the shop supports preloads modules itself: no polyfill in the first paint.
    modulePreload: { polyfill: false },
    // Lists every chunk and its imports: the build budget test reads what the first paint needs.
    manifest: true,
    rolldownOptions: {
      // @shop/domain is pure (no module-level effects), so the parts of its barrel a chunk does not use drop out.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]domain[\\/]src[\\/]/.test(id) },
      output: {
        codeSplitting: {
          // React, React DOM, the router and the server-state cache are needed by every screen: one
          // chunk, compressed as one, that stays cached across deployments of the app's own code.
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|wouter|@tanstack[\\/](react-query|query-core))[\\/]/ },
            // The shell's own small modules (storage, API client, messages, header parts) in one
            // chunk rather than a score of tiny ones, each with its own request and gzip overhead.
            {
              name: 'shell',
              test: new RegExp(
                [
                  // lib/, less what only later screens use (the shop's messages, order labels, sign-in return),
                  // low-data mode (in the first paint only if a first-paint part reads it) and the
                  // installable app's parts, which load after the first paint (lib/pwa/).
                  String.raw`web[\/]src[\/]lib[\/](?!i18n[\/]shop-messages|order-labels|redirect-after-login|low-data|pwa[\/])`,
                  String.raw`web[\/]src[\/]components[\/]layouts[\/](nav-links|language-picker|page)\.`,
                  String.raw`web[\/]src[\/]components[\/]ui[\/](icons?|logo|nav-link|search-box|search-field|toast)\.`,
                  String.raw`web[\/]src[\/]features[\/]account[\/](stores[\/]session-store|hooks[\/]use-session|utils[\/](display-name|stored-user)|api[\/](get-current-user|logout|refresh-tokens|update-profile))\.`,
                  // A product's view count, sent from the home's featured products, the listings and the product
                  // page: a chunk of its own would cost more in requests and headers than its few bytes.
                  String.raw`web[\/]src[\/]features[\/]catalog[\/]api[\/]count-product-view\.`,
                  String.raw`domain[\/]src[\/](constants[\/](store-policy|timings)|money[\/](format-rwf|rwf)|language[\/]|stock[\/]stock-level)`,
                  String.raw`node_modules[\/]@lingui[\/]`,
                ].join('|'),
              ),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/health': backend,
    },
  },
});
