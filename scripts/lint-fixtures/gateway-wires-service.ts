import { createCatalogService } from '@shop/catalog';
import { GrpcCatalogApi } from '@shop/catalog/grpc-client';
import { wordsOf } from '../../../services/catalog/src/core/search/search-words';
export const pieces = [createCatalogService, GrpcCatalogApi, wordsOf];
