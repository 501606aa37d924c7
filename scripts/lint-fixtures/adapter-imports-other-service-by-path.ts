import { GrpcCatalogApi } from '../../../../catalog/src/adapters/grpc/grpc-catalog-api';
import { wordsOf } from '../../../../catalog/src/core/search/search-words';
import { searchTermsOf } from '@shop/catalog/src/core/search/search-words';
export const pieces = [GrpcCatalogApi, wordsOf, searchTermsOf];
