export * from './document-store.port';
export { CollectionRepository } from './collection-repository';
export { DayCounts } from './day-counts';
export { DocumentSetting } from './document-setting';
export { SqliteDocumentStore, createSqliteDocumentStore, openSqliteDocumentsReadOnly, type SqliteDocumentStoreOptions } from './sqlite/sqlite-document-store';
export { unitOfWorkOf, type UnitOfWork } from './unit-of-work';
