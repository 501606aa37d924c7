// How far a typed word is from the catalogue's words, counting typos as Meilisearch does:
// a substitution, an insertion, a deletion or two neighbouring letters swapped is one typo.

/** Words of 5 letters or more may hold one typo, of 9 or more two; shorter words none. */
export function typoBudget(word: string): number {
  const length = [...word].length;
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/** How closely a typed word matches the start of a catalogue word. */
export interface PrefixMatch {
  /** Typos between the typed word and the start of the catalogue word of `length` letters. */
  distance: number;
  /** Letters of the catalogue word matched: all of them when it is the whole word. */
  length: number;
}

/**
 * The start of `word` (the whole word at best) closest to `typed` within `budget` typos, the
 * longest of those at the same distance; undefined when none is that close. One table of
 * restricted edit distances (optimal string alignment), row by row over `word`, gives the
 * distance to each of its starts.
 */
export function closestPrefix(typed: string, word: string, budget: number): PrefixMatch | undefined {
  const a = [...typed];
  const b = [...word].slice(0, a.length + budget);
  const columns = a.length + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: columns }, (_, j) => j);
  let best: PrefixMatch | undefined;
  for (let i = 1; i <= b.length; i += 1) {
    const row = [i];
    for (let j = 1; j < columns; j += 1) {
      const cost = a[j - 1] === b[i - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[j - 1] === b[i - 2] && a[j - 2] === b[i - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      row.push(value);
    }
    const distance = row[columns - 1]!;
    if (distance <= budget && (!best || distance <= best.distance)) best = { distance, length: i };
    // Every later start is at least this row's smallest value away.
    if (Math.min(...row) > budget) break;
    beforePrevious = previous;
    previous = row;
  }
  return best;
}
