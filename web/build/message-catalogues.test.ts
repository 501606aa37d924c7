import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import { LANGUAGES, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, PLURAL_LOCALE, type Language } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '../src/lib/i18n/shop-messages';
import { compileCatalogue } from './compiled-catalogues';

// The web app's message catalogues: one per language and area, with the English one as the
// reference. A key missing in any language, a key no code uses, a message that does not compile
// or that drops a value the English one shows, all fail here.

const localesDir = join(import.meta.dirname, '../src/locales');
const sourceDir = join(import.meta.dirname, '../src');
const AREAS = readdirSync(join(localesDir, 'en')).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length));

const catalogue = (language: Language, area: string): Record<string, string> =>
  JSON.parse(readFileSync(join(localesDir, language, `${area}.json`), 'utf8')) as Record<string, string>;

/** The names of the values a compiled message shows (`{count, plural, …}`, `{year}`). */
function argumentsOf(compiled: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return names;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    names.add(String(token[0]));
    const branches = token[2] as Record<string, unknown> | undefined;
    for (const branch of Object.values(branches ?? {})) argumentsOf(branch, names);
  }
  return names;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe.each(AREAS)('the %s messages', (area) => {
  const english = catalogue('en', area);

  it.each(LANGUAGES)('have every English key in %s, and no other', (language) => {
    expect(Object.keys(catalogue(language, area)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGES)('compile in %s and show the values the English message shows', (language) => {
    const compiled = compileCatalogue(JSON.stringify(catalogue(language, area)));
    const englishCompiled = compileCatalogue(JSON.stringify(english));
    for (const [key, message] of Object.entries(compiled)) {
      expect([...argumentsOf(message)].sort(), `${language} ${key}`).toEqual([...argumentsOf(englishCompiled[key])].sort());
    }
  });
});

describe('the catalogues', () => {
  it('name each key in one area only', () => {
    const keys = AREAS.flatMap((area) => Object.keys(catalogue('en', area)));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});

describe('the web app', () => {
  const code = sourceFiles(sourceDir).map((file) => readFileSync(file, 'utf8')).join('\n');
  // Keys built at run time, such as `category.${slug}`: every key under such a prefix counts as used.
  const builtPrefixes = [...code.matchAll(/`([a-z][\w.]*\.)\$\{/g)].map((match) => match[1]!);

  it('uses every key of every catalogue', () => {
    // The messages area is reached through SHOP_MESSAGES, checked above.
    const keys = AREAS.filter((area) => area !== 'messages').flatMap((area) => Object.keys(catalogue('en', area)));
    const unused = keys.filter((key) => !code.includes(`'${key}'`) && !builtPrefixes.some((prefix) => key.startsWith(prefix)));
    expect(unused).toEqual([]);
  });
});

describe('the English labels of statuses and payment methods', () => {
  it('are SPEC’s, as @shop/domain names them', () => {
    const shell = catalogue('en', 'orders');
    const named = (prefix: string, labels: Record<string, string>) =>
      Object.fromEntries(Object.keys(labels).map((value) => [value, shell[`${prefix}.${value}`]]));
    expect(named('status.order', ORDER_STATUS_LABELS)).toEqual(ORDER_STATUS_LABELS);
    expect(named('status.payment', PAYMENT_STATUS_LABELS)).toEqual(PAYMENT_STATUS_LABELS);
    expect(named('status.method', PAYMENT_METHOD_LABELS)).toEqual(PAYMENT_METHOD_LABELS);
  });
});

describe('the shop’s own messages', () => {
  it('read in English as @shop/domain writes them, so the server’s answers find their translation', () => {
    expect(catalogue('en', 'messages')).toEqual(SHOP_MESSAGES);
  });
});

describe('plural forms', () => {
  const i18n = setupI18n();
  for (const language of LANGUAGES) i18n.load(language, compileCatalogue(readFileSync(join(localesDir, language, 'shell.json'), 'utf8')) as Messages);
  const itemCount = (language: Language, count: number) => {
    i18n.activate(language, [PLURAL_LOCALE[language]]);
    return i18n._('nav.itemCount', { count });
  };

  it('follow each language’s rules: Kinyarwanda’s singular is for exactly one, French’s for zero and one', () => {
    expect([0, 1, 2, 21].map((count) => itemCount('en', count))).toEqual(['0 items', '1 item', '2 items', '21 items']);
    expect([0, 1, 2, 21].map((count) => itemCount('fr', count))).toEqual(['0 article', '1 article', '2 articles', '21 articles']);
    expect([0, 1, 2, 21].map((count) => itemCount('rw', count))).toEqual(['ibicuruzwa 0', 'igicuruzwa 1', 'ibicuruzwa 2', 'ibicuruzwa 21']);
  });
});
