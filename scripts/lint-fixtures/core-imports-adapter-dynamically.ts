export const loadRepository = () => import('../../adapters/storage/document-order-repository');
export const loadDriver = () => import('mongodb');
export type Repository = import('../../adapters/storage/document-order-repository').DocumentOrderRepository;
