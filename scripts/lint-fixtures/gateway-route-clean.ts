import type { CatalogApi } from '@shop/catalog';
import { OBJECT_ID_PATTERN } from '@shop/contracts';
import { Router } from 'express';
export const routes = (catalog: CatalogApi) => [Router(), catalog, OBJECT_ID_PATTERN];
