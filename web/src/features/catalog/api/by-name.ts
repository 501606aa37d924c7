import type { FacetCount } from '../types';

/** The filter panel lists categories and brands alphabetically, whatever order the server counts them in. */
export function byName(facets: FacetCount[]): FacetCount[] {
  return [...facets].sort((a, b) => a.name.localeCompare(b.name));
}
