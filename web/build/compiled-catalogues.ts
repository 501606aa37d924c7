import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** web/src/locales/<language>/<area>.json: ICU messages by key, as translators edit them. */
const CATALOGUE = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][a-z-]+\.json$/;
const COMPILED_SUFFIX = '.compiled.js';

/**
 * Imports a message catalogue as Lingui's compiled form, so the browser gets ready-made messages
 * and no ICU parser: Lingui's production runtime only interpolates compiled messages.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'devshop-compiled-catalogues',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !CATALOGUE.test(resolved.id)) return null;
      return resolved.id + COMPILED_SUFFIX;
    },
    load(id) {
      if (!id.endsWith(COMPILED_SUFFIX)) return null;
      const file = id.slice(0, -COMPILED_SUFFIX.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(compileCatalogue(readFileSync(file, 'utf8')))};`;
    },
  };
}

export function compileCatalogue(json: string): Record<string, unknown> {
  const messages = JSON.parse(json) as Record<string, string>;
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]));
}
