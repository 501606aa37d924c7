import { AUDIT_LIMITS, type AuditActor, type AuditChange, type SettingsArea } from '@shop/contracts';
import type { SearchSynonym } from '../../api/catalog-api';
import type { AdminActionRecord } from '../ports/catalog-events.port';

const AREA: SettingsArea = 'search-synonyms';

/** The synonym table as the audit trail names it: one of the shop's settings, whatever its words. */
export const SEARCH_SYNONYMS_TARGET = { type: 'settings', id: AREA, label: 'Search synonyms' } as const;

/** A word's terms (each listed once) find the same products in any order. */
const sameTerms = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((term) => b.includes(term));

/**
 * What an admin's new synonym table changed, one change per word (`field` is the word): a word
 * added (its terms after), removed (its terms before) or given other terms (before and after),
 * sorted by word. Terms only put in another order change nothing. Empty when nothing changed.
 */
export function synonymChanges(before: readonly SearchSynonym[], after: readonly SearchSynonym[]): AuditChange[] {
  const old = new Map(before.map((entry) => [entry.word, entry.terms]));
  const now = new Set(after.map((entry) => entry.word));
  const changes: AuditChange[] = [];
  for (const { word, terms } of after) {
    const was = old.get(word);
    if (!was) changes.push({ field: word, after: [...terms] });
    else if (!sameTerms(was, terms)) changes.push({ field: word, before: [...was], after: [...terms] });
  }
  for (const { word, terms } of before) if (!now.has(word)) changes.push({ field: word, before: [...terms] });
  return changes.sort((a, b) => (a.field < b.field ? -1 : 1));
}

/**
 * The trail's entries for a new synonym table (settings.changed on the table): none when it
 * changed nothing, else one. A change of more words than an entry holds (AUDIT_LIMITS.changes:
 * the whole table of 500 replaced by 500 other words) is recorded whole, in as many entries as it takes.
 */
export function searchSynonymsEdited(actor: AuditActor, before: readonly SearchSynonym[], after: readonly SearchSynonym[], at: string): AdminActionRecord[] {
  const changes = synonymChanges(before, after);
  const actions: AdminActionRecord[] = [];
  for (let start = 0; start < changes.length; start += AUDIT_LIMITS.changes) {
    actions.push({ action: 'settings.changed', actor, target: { ...SEARCH_SYNONYMS_TARGET }, changes: changes.slice(start, start + AUDIT_LIMITS.changes), at });
  }
  return actions;
}
