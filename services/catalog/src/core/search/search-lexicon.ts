import type { Logger } from '@shop/platform';
import type { SearchSynonym } from '../../api/catalog-api';
import type { SearchableProducts } from '../ports/searchable-products.port';
import { searchableTextsOf } from '../product/product';
import { tableOf, type SynonymTable } from './search-synonyms';
import { clip, indexedWordsOf, type SearchTerm } from './search-words';
import { SearchVocabulary } from './search-vocabulary';

/** A synonym word begun with fewer letters is not read as that word: "s" would otherwise find every mouse ("souris"). */
const MIN_SYNONYM_START = 4;

/** A search as the store is asked it, and what it was read as when a word was corrected. */
export interface ReadSearch {
  terms: SearchTerm[];
  /** The typed words with each corrected one replaced; undefined when none was corrected. */
  correctedText?: string;
}

/**
 * What the shop knows of the words shoppers type: the catalogue's own words (kept from the
 * active products: rebuilt by `refresh`, added to by `learn` after each write) and the synonym
 * table. It reads a search: a word the catalogue does not know, nor the table, is corrected
 * into the closest words it does know, and each word also finds its synonyms' terms.
 */
export class SearchLexicon {
  private vocabulary = new SearchVocabulary();
  private synonyms: SynonymTable = new Map();
  private synonymWords = new SearchVocabulary();
  /** The words learnt while each refresh in progress reads the catalogue, added to what it reads. */
  private readonly learnedDuringRefresh: Array<Array<Set<string>>> = [];

  constructor(private readonly products: SearchableProducts, private readonly logger?: Logger) {}

  /** Reads every active product's words again, so words no product uses any more are forgotten. */
  async refresh(): Promise<void> {
    const learned: Array<Set<string>> = [];
    this.learnedDuringRefresh.push(learned);
    try {
      // Products share many texts (a brand, a category's words, a feature): each is counted, then split once.
      const uses = new Map<string, number>();
      for await (const batch of this.products.allActive()) {
        for (const texts of batch) for (const text of searchableTextsOf(texts)) uses.set(text, (uses.get(text) ?? 0) + 1);
      }
      const vocabulary = new SearchVocabulary();
      for (const [text, count] of uses) vocabulary.add(indexedWordsOf([text]), count);
      // Words of products written while the catalogue was read are kept.
      for (const words of learned) vocabulary.add(words);
      this.vocabulary = vocabulary;
      this.logger?.debug({ words: vocabulary.size }, 'search vocabulary read from the catalogue');
    } finally {
      this.learnedDuringRefresh.splice(this.learnedDuringRefresh.indexOf(learned), 1);
    }
  }

  /** Adds the words of these products (just written) at once, before the next refresh. */
  async learn(productIds: string[]): Promise<void> {
    for (const texts of await this.products.active(productIds)) {
      const words = indexedWordsOf(searchableTextsOf(texts));
      this.vocabulary.add(words);
      for (const learned of this.learnedDuringRefresh) learned.push(words);
    }
  }

  useSynonyms(synonyms: readonly SearchSynonym[]): void {
    this.synonyms = tableOf(synonyms);
    this.synonymWords = new SearchVocabulary();
    this.synonymWords.add(this.synonyms.keys());
  }

  /** The terms to search for; `exact` leaves unknown words as typed (synonyms still apply). */
  read(terms: SearchTerm[], exact = false): ReadSearch {
    let corrected = false;
    const words: string[] = [];
    const read = terms.map((forms) => {
      const typed = forms[0]!;
      const correction = exact || this.knows(forms) ? undefined : this.correctionOf(typed);
      corrected ||= correction !== undefined;
      words.push(correction?.[0] ?? typed);
      return this.withSynonyms(correction ?? forms);
    });
    return corrected ? { terms: read, correctedText: words.join(' ') } : { terms: read };
  }

  private knows(forms: SearchTerm): boolean {
    return forms.some((form) => this.synonymsOf(form).length > 0 || this.vocabulary.knowsPrefix(form));
  }

  /** The catalogue's closest words, else the synonym words closest (each read as the whole synonym word). */
  private correctionOf(typed: string): string[] | undefined {
    const words = this.vocabulary.corrections(typed);
    if (words.length > 0) return words;
    const synonymWords = this.synonymWords.corrections(typed).flatMap((start) => this.synonymWordsStarting(start).slice(0, 1));
    return synonymWords.length > 0 ? [...new Set(synonymWords)] : undefined;
  }

  private withSynonyms(forms: SearchTerm): SearchTerm {
    const terms = forms.flatMap((form) => this.synonymsOf(form)).map(clip);
    return terms.length === 0 ? forms : [...new Set([...forms, ...terms])];
  }

  /**
   * The terms of the synonym word `form`, or of those it starts when it has MIN_SYNONYM_START
   * letters or more (a word typed in part, as for the catalogue's own words).
   */
  private synonymsOf(form: string): readonly string[] {
    const exact = this.synonyms.get(form);
    if (exact || [...form].length < MIN_SYNONYM_START) return exact ?? [];
    return this.synonymWordsStarting(form).flatMap((word) => this.synonyms.get(word) ?? []);
  }

  private synonymWordsStarting(start: string): string[] {
    return [...this.synonyms.keys()].filter((word) => word.startsWith(start));
  }
}
