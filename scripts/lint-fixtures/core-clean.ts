import type { DocumentStore } from '@shop/platform';
import { deliveryFee } from '@shop/domain';
import type { OrderRepository } from './order-repository.port';
export const uses = (store: DocumentStore, repo: OrderRepository) => [store, repo, deliveryFee];
