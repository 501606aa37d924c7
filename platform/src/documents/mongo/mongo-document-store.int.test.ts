import { afterAll, beforeAll } from 'vitest';
import { newId } from '../../ids/object-id';
import { documentStoreContract } from '../document-store.contract';
import { MongoDocumentStore } from './mongo-document-store';
import { findMongoTestServer, startMongoContainer } from './mongo-test-server';

// MONGO_URL, else a container when Docker is there, else the suite is reported skipped by name.
const server = await findMongoTestServer();
const dbName = `contract_${newId()}`;
let url = server.kind === 'url' ? server.url : '';
let stopContainer = async (): Promise<void> => {};

if (server.kind === 'docker') {
  beforeAll(async () => {
    ({ url, stop: stopContainer } = await startMongoContainer());
  }, 180_000);
  afterAll(() => stopContainer());
}

documentStoreContract('MongoDocumentStore', async () => new MongoDocumentStore({ url, dbName }), {
  persistent: true,
  skip: server.kind === 'none' ? server.reason : undefined,
  cleanup: async () => {
    const store = new MongoDocumentStore({ url, dbName });
    await store.dropDatabase();
    await store.close();
  },
});
