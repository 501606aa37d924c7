import { wordsOf } from '../../../../catalog/src/core/search/search-words';
import { prefixesOf } from '../../../../../services/catalog/src/core/search/search-words';
import { searchTermsOf } from '@shop/catalog/src/core/search/search-words';
import type { CatalogApi } from '@shop/catalog';
export const pieces = [wordsOf, prefixesOf, searchTermsOf];
export type Catalog = CatalogApi;
