import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@shop/domain';
import { placeholdersOf } from '@shop/platform/i18n';
import { smsEncoding } from '@shop/platform/sms';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_CATALOGUES } from './catalogues';

const { en } = NOTIFICATIONS_CATALOGUES;
const KEYS = Object.keys(en).sort();
const TRANSLATIONS = LANGUAGES.filter((language) => language !== 'en');

/** Every production source file of the service's core, as one text. */
function coreSource(): string {
  const core = join(import.meta.dirname, '..', 'core');
  return (readdirSync(core, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(core, file), 'utf8'))
    .join('\n');
}

describe('the notifications catalogues', () => {
  it('hold the same keys in every language', () => {
    for (const language of TRANSLATIONS) expect(Object.keys(NOTIFICATIONS_CATALOGUES[language]).sort(), language).toEqual(KEYS);
  });

  it('give every translation the values its English message reads, none lost to quoting', () => {
    const differing = TRANSLATIONS.flatMap((language) =>
      KEYS.filter((key) => placeholdersOf(NOTIFICATIONS_CATALOGUES[language][key]!).join() !== placeholdersOf(en[key]!).join()).map((key) => `${language} ${key}`),
    );
    expect(differing).toEqual([]);
  });

  it('translate every message, English copies being only the words the languages share', () => {
    const SAME_IN = { fr: ['mail.totals.total'], rw: [] } as Record<string, string[]>;
    const copies = TRANSLATIONS.flatMap((language) =>
      KEYS.filter((key) => NOTIFICATIONS_CATALOGUES[language][key] === en[key] && !SAME_IN[language]!.includes(key)).map((key) => `${language} ${key}`),
    );
    expect(copies).toEqual([]);
  });

  it('hold no key the core does not write', () => {
    const source = coreSource();
    expect(KEYS.filter((key) => !source.includes(`'${key}'`))).toEqual([]);
  });

  it('name the order statuses in English as the shop does everywhere', () => {
    expect(ORDER_STATUSES.map((status) => en[`status.${status}`])).toEqual(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status]));
  });

  it('write every SMS in GSM-7, in every language, so that a part holds 160 characters', () => {
    const ucs2 = LANGUAGES.flatMap((language) =>
      KEYS.filter((key) => key.startsWith('sms.') && smsEncoding(NOTIFICATIONS_CATALOGUES[language][key]!) !== 'GSM-7').map((key) => `${language} ${key}`),
    );
    expect(ucs2).toEqual([]);
  });
});
