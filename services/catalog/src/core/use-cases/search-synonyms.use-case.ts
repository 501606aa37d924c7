import type { FieldError } from '@shop/domain';
import type { SearchSynonyms } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { throwIfInvalid } from '../listing/paging';
import { DEFAULT_SEARCH_SYNONYMS, normaliseSynonyms } from '../search/search-synonyms';

type Deps = Pick<CatalogPorts, 'synonyms' | 'lexicon' | 'reads'>;

/**
 * The search synonym table: seeded with the shop's defaults the first time the catalog starts,
 * then the admin's. A change applies to the next search: cached listings are dropped.
 */
export class SearchSynonymTable {
  constructor(private readonly deps: Deps) {}

  /** Stores the defaults when no table was ever stored, and has searches use the stored table. */
  async load(): Promise<void> {
    await this.deps.synonyms.seed([...DEFAULT_SEARCH_SYNONYMS]);
    this.deps.lexicon.useSynonyms((await this.deps.synonyms.load()) ?? DEFAULT_SEARCH_SYNONYMS);
  }

  async get(): Promise<SearchSynonyms> {
    return { synonyms: (await this.deps.synonyms.load()) ?? [...DEFAULT_SEARCH_SYNONYMS] };
  }

  async replace(input: SearchSynonyms): Promise<SearchSynonyms> {
    const errors: FieldError[] = [];
    const synonyms = normaliseSynonyms(input.synonyms, errors);
    throwIfInvalid(errors);
    await this.deps.synonyms.save(synonyms);
    this.deps.lexicon.useSynonyms(synonyms);
    await this.deps.reads.invalidate({ productIds: [], listings: true });
    return { synonyms };
  }
}
