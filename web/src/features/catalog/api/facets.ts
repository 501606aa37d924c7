import type { FacetCount } from '../types';

/**
 * A category or brand list: `[{name, count}]`, also accepted bare as strings or wrapped
 * under `wrapper` ({categories: [...]}). Sorted by name.
 */
export function facetList(data: unknown, wrapper: string): FacetCount[] {
  const list = Array.isArray(data) ? data : (data as Record<string, unknown> | null)?.[wrapper];
  if (!Array.isArray(list)) return [];
  const facets: FacetCount[] = [];
  for (const entry of list) {
    if (typeof entry === 'string') facets.push({ name: entry, count: 0 });
    else if (entry && typeof entry === 'object') {
      const e = entry as { name?: unknown; _id?: unknown; count?: unknown };
      const name = typeof e.name === 'string' ? e.name : typeof e._id === 'string' ? e._id : null;
      if (name) facets.push({ name, count: typeof e.count === 'number' ? e.count : 0 });
    }
  }
  return facets.sort((a, b) => a.name.localeCompare(b.name));
}
