import type { FacetCount } from '../types';

/** The filter panel lists categories and brands alphabetically, whatever order the server counts them in. */
export function byName(facets: FacetCount[]): FacetCount[] {
  return [...facets].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The filter panel's lists serve for a minute before they are asked for again: counts move only
 * when the catalogue does, and a listing opened twice should not wait for them twice.
 */
export const FACETS_STALE_MS = 60_000;
