import { adminActionSchema, AUDIT_LIMITS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_SYNONYMS } from './search-synonyms';
import { SEARCH_SYNONYMS_TARGET, searchSynonymsEdited, synonymChanges } from './search-synonyms-audit';

const table = () => DEFAULT_SEARCH_SYNONYMS.map((entry) => ({ word: entry.word, terms: [...entry.terms] }));
const actor = { userId: 'a'.repeat(24), email: 'admin@devshop.rw' };
const AT = '2026-11-29T10:00:00.000Z';

describe('what a new search synonym table changed', () => {
  it('is nothing for the same table, or one whose terms only moved', () => {
    expect(synonymChanges(table(), table())).toEqual([]);
    const reordered = table().map((entry) => (entry.word === 'casque' ? { ...entry, terms: ['headset', 'headphone'] } : entry));
    expect(synonymChanges(table(), reordered)).toEqual([]);
    expect(searchSynonymsEdited(actor, table(), reordered, AT)).toEqual([]);
  });

  it('names a word added with its terms after, and a word removed with its terms before', () => {
    const after = [...table().filter((entry) => entry.word !== 'souris'), { word: 'tastatur', terms: ['keyboard'] }];
    expect(synonymChanges(table(), after)).toEqual([
      { field: 'souris', before: ['mouse'] },
      { field: 'tastatur', after: ['keyboard'] },
    ]);
  });

  it('names a word given other terms with its terms before and after', () => {
    const after = table().map((entry) => (entry.word === 'casque' ? { ...entry, terms: ['headphone'] } : entry.word === 'clavier' ? { ...entry, terms: ['keyboard', 'keypad'] } : entry));
    expect(synonymChanges(table(), after)).toEqual([
      { field: 'casque', before: ['headphone', 'headset'], after: ['headphone'] },
      { field: 'clavier', before: ['keyboard'], after: ['keyboard', 'keypad'] },
    ]);
  });

  it('lists every word changed in word order, whatever the change', () => {
    const before = [{ word: 'b', terms: ['x'] }, { word: 'd', terms: ['x'] }];
    const after = [{ word: 'a', terms: ['x'] }, { word: 'b', terms: ['y'] }, { word: 'c', terms: ['x'] }];
    expect(synonymChanges(before, after).map((change) => change.field)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('is one settings.changed entry on the synonym table, by the admin, at the time given', () => {
    const after = [...table(), { word: 'tastatur', terms: ['keyboard'] }];
    const actions = searchSynonymsEdited(actor, table(), after, AT);
    expect(actions).toEqual([
      {
        action: 'settings.changed',
        actor,
        target: { type: 'settings', id: 'search-synonyms', label: 'Search synonyms' },
        changes: [{ field: 'tastatur', after: ['keyboard'] }],
        at: AT,
      },
    ]);
    expect(actions[0]!.target).toEqual(SEARCH_SYNONYMS_TARGET);
    expect(adminActionSchema.safeParse(actions[0]).success).toBe(true);
  });

  it('records a change of more words than one entry holds whole, in entries the trail accepts', () => {
    const words = (prefix: string) => Array.from({ length: 500 }, (_, n) => ({ word: `${prefix}${n}`, terms: ['keyboard'] }));
    const actions = searchSynonymsEdited(actor, words('old'), words('new'), AT);
    expect(actions.map((action) => action.changes.length)).toEqual([AUDIT_LIMITS.changes, 1000 - AUDIT_LIMITS.changes]);
    expect(actions.flatMap((action) => action.changes)).toEqual(synonymChanges(words('old'), words('new')));
    for (const action of actions) expect(adminActionSchema.safeParse(action).success).toBe(true);
  });
});
