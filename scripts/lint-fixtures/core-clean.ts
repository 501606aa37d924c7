import type { Cache } from '@shop/platform';
import { deliveryFee } from '@shop/domain';
import { OBJECT_ID_PATTERN } from '@shop/contracts';
import type { OrdersApi } from '../api/orders-api';
import type { OrderRepository } from './ports/order-repository.port';
export const uses = (cache: Cache, repo: OrderRepository, api: OrdersApi, now: Date) => [cache, repo, api, deliveryFee, OBJECT_ID_PATTERN, new Date(now)];
