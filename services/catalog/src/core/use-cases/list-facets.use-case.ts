import { CATEGORIES } from '@shop/domain';
import type { NameCount } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { normalisedKey } from '../product/product';

const byName = (a: NameCount, b: NameCount) => a.name.localeCompare(b.name, 'en');

/** Categories and brands that have active products, with their counts, by name. */
export class ListFacets {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reads'>) {}

  categories(): Promise<NameCount[]> {
    return this.deps.reads.read('categories', async () => {
      const counts = await Promise.all(
        CATEGORIES.map(async (name) => ({ name, count: await this.deps.products.count({ status: 'active', category: name }) })),
      );
      return counts.filter((facet) => facet.count > 0).sort(byName);
    });
  }

  brands(): Promise<NameCount[]> {
    return this.deps.reads.read('brands', async () => {
      // Brands that differ only in case or accents are one brand, shown as first spelled.
      const facets = new Map<string, NameCount>();
      for (const brand of await this.deps.products.brandsOf({ status: 'active' })) {
        const key = normalisedKey(brand);
        const facet = facets.get(key);
        if (facet) facet.count += 1;
        else facets.set(key, { name: brand, count: 1 });
      }
      return [...facets.values()].sort(byName);
    });
  }
}
