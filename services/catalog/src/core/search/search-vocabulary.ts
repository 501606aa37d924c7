import { closestPrefix, typoBudget } from './typo-distance';

/** Most corrections one typed word is searched as. */
export const MAX_CORRECTIONS = 3;

interface Candidate {
  text: string;
  distance: number;
  whole: boolean;
  count: number;
}

/**
 * The words of the catalogue's searchable texts, with how often the texts use each: what a typed
 * word is checked and corrected against.
 */
export class SearchVocabulary {
  private counts = new Map<string, number>();
  private sorted: string[] | undefined = [];

  get size(): number {
    return this.counts.size;
  }

  /** Starts again from these words, each used once. */
  replaceAll(words: Iterable<string>): void {
    this.counts = new Map();
    this.add(words);
  }

  /** Counts each word `uses` times more. */
  add(words: Iterable<string>, uses = 1): void {
    for (const word of words) this.counts.set(word, (this.counts.get(word) ?? 0) + uses);
    this.sorted = undefined;
  }

  /** True when some word starts with `prefix` (or is it). */
  knowsPrefix(prefix: string): boolean {
    const words = this.words();
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low < words.length && words[low]!.startsWith(prefix);
  }

  /**
   * What `typed` most likely meant: the words, or starts of words, fewest typos away within its
   * budget, whole words before starts, then the more used; at most MAX_CORRECTIONS, best first.
   */
  corrections(typed: string): string[] {
    const budget = typoBudget(typed);
    if (budget === 0) return [];
    const minimumLength = [...typed].length - budget;
    // The same text is the same distance away, whichever word it starts: its uses add up.
    const candidates = new Map<string, Candidate>();
    for (const [word, count] of this.counts) {
      if (word.length < minimumLength) continue;
      const match = closestPrefix(typed, word, budget);
      if (!match) continue;
      const text = [...word].slice(0, match.length).join('');
      const known = candidates.get(text);
      if (known) known.count += count;
      else candidates.set(text, { text, distance: match.distance, whole: this.counts.has(text), count });
    }
    const ranked = [...candidates.values()].sort(compareCandidates);
    const best = ranked[0];
    if (!best) return [];
    return ranked
      .filter((candidate) => candidate.distance === best.distance)
      .slice(0, MAX_CORRECTIONS)
      .map((candidate) => candidate.text);
  }

  private words(): string[] {
    this.sorted ??= [...this.counts.keys()].sort();
    return this.sorted;
  }
}

function compareCandidates(a: Candidate, b: Candidate): number {
  return a.distance - b.distance || Number(b.whole) - Number(a.whole) || b.count - a.count || (a.text < b.text ? -1 : 1);
}
