import type { FieldError } from '@shop/domain';
import type { AuditActor, SearchSynonym, SearchSynonyms } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { throwIfInvalid } from '../listing/paging';
import { DEFAULT_SEARCH_SYNONYMS, normaliseSynonyms } from '../search/search-synonyms';
import { searchSynonymsEdited } from '../search/search-synonyms-audit';

type Deps = Pick<CatalogPorts, 'synonyms' | 'lexicon' | 'reads' | 'events' | 'unitOfWork' | 'clock'>;

/**
 * The search synonym table: seeded with the shop's defaults the first time the catalog starts,
 * then the admin's. A change applies to the next search: cached listings are dropped.
 */
export class SearchSynonymTable {
  constructor(private readonly deps: Deps) {}

  /** Stores the defaults when no table was ever stored, and has searches use the stored table. */
  async load(): Promise<void> {
    await this.deps.synonyms.seed([...DEFAULT_SEARCH_SYNONYMS]);
    this.deps.lexicon.useSynonyms(await this.current());
  }

  async get(): Promise<SearchSynonyms> {
    return { synonyms: await this.current() };
  }

  /**
   * Replaces the table once every word and term is valid. The audit trail's entry (settings.changed:
   * each word added, removed or given other terms) commits with it; a table that changes nothing
   * records none, so a save repeated (a retried call) is recorded once.
   */
  async replace(input: SearchSynonyms & { actor: AuditActor }): Promise<SearchSynonyms> {
    const errors: FieldError[] = [];
    const synonyms = normaliseSynonyms(input.synonyms, errors);
    throwIfInvalid(errors);
    await this.deps.unitOfWork.run(async () => {
      const actions = searchSynonymsEdited(input.actor, await this.current(), synonyms, this.deps.clock.now().toISOString());
      await this.deps.synonyms.save(synonyms);
      for (const action of actions) await this.deps.events.adminAction(action);
    });
    this.deps.lexicon.useSynonyms(synonyms);
    await this.deps.reads.invalidate({ productIds: [], listings: true });
    return { synonyms };
  }

  /** The stored table, or the defaults before one was stored. */
  private async current(): Promise<SearchSynonym[]> {
    return (await this.deps.synonyms.load()) ?? [...DEFAULT_SEARCH_SYNONYMS];
  }
}
