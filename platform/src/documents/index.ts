export * from './document-store.port';
export { NedbDocumentStore, createNedbDocumentStore, type NedbDocumentStoreOptions } from './nedb/nedb-document-store';
