import { expect, it } from 'vitest';
import type { AuditActor } from '../../api/catalog-api';
import { failure, type ContractContext } from './context';

/** An admin of their own, so the entry can only name them if the actor came from their call. */
const EDITOR: AuditActor = { userId: 'b0b0b0b0b0b0b0b0b0b0b0b0', email: 'synonyms.editor@devshop.rw' };

export function searchSynonymsContract(ctx: ContractContext): void {
  it('records a saved synonym table in the audit trail: one entry by the admin, each word changed before and after', async () => {
    const { synonyms } = await ctx.api.searchSynonyms();
    const edited = [
      ...synonyms.filter((entry) => entry.word !== 'souris').map((entry) => (entry.word === 'casque' ? { ...entry, terms: ['headphone'] } : entry)),
      { word: 'Tastatur', terms: ['Keyboard'] },
    ];

    await ctx.api.replaceSearchSynonyms({ synonyms: edited, actor: EDITOR });

    const entries = await ctx.adminActions();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'settings.changed',
      actor: EDITOR,
      target: { type: 'settings', id: 'search-synonyms', label: 'Search synonyms' },
      changes: [
        { field: 'casque', before: ['headphone', 'headset'], after: ['headphone'] },
        { field: 'souris', before: ['mouse'] },
        { field: 'tastatur', after: ['keyboard'] },
      ],
    });
  });

  it('records nothing for a table saved as it is, or refused', async () => {
    const { synonyms } = await ctx.api.searchSynonyms();

    await ctx.api.replaceSearchSynonyms({ synonyms, actor: EDITOR });
    await failure(ctx.api.replaceSearchSynonyms({ synonyms: [{ word: 'usb hub', terms: ['hub'] }], actor: EDITOR }), 'invalid');

    expect(await ctx.adminActions()).toEqual([]);
  });
}
