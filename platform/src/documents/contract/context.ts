import { randomBytes } from 'node:crypto';
import type { Doc, DocumentCollection, DocumentStore } from '../document-store.port';

/** What each part of the documents contract gets: the suite's store and a fresh collection per test. */
export interface ContractContext {
  readonly store: DocumentStore;
  makeStore(): Promise<DocumentStore>;
  /** A new, empty collection, so tests never see each other's documents. */
  fresh<T extends Doc = Doc>(): DocumentCollection<T>;
}

export function createContext(
  makeStore: () => Promise<DocumentStore>,
): ContractContext & { open(): Promise<void>; close(): Promise<void> } {
  let store: DocumentStore | undefined;
  let counter = 0;
  return {
    get store() {
      if (!store) throw new Error('The contract store is not open yet');
      return store;
    },
    makeStore,
    async open() {
      store = await makeStore();
    },
    async close() {
      await store?.close();
      store = undefined;
    },
    fresh<T extends Doc = Doc>() {
      counter += 1;
      return this.store.collection<T>(`contract_${counter}_${randomBytes(4).toString('hex')}`);
    },
  };
}

/** A sortable, distinct 24-hex id: `hexId(3)` → `000000000000000000000003`. */
export function hexId(n: number): string {
  return n.toString(16).padStart(24, '0');
}
