import type { ProductDetails } from '../product/product';

/** The texts a product is found by. */
export type SearchableTexts = Pick<ProductDetails, 'name' | 'brand' | 'category' | 'tags' | 'shortDescription' | 'features'>;

/** The active products' searchable texts, for the search vocabulary. */
export interface SearchableProducts {
  /** Every active product's texts, in batches. */
  allActive(): AsyncIterable<SearchableTexts[]>;
  /** The texts of these products, if active. */
  active(ids: string[]): Promise<SearchableTexts[]>;
}
