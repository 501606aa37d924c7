// Loaded only when MONGO_URL is configured, so the embedded topology never loads the driver.
export { MongoDocumentStore, type MongoDocumentStoreOptions } from './mongo-document-store';
