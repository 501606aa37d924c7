import { afterAll, beforeAll, describe } from 'vitest';
import { basics } from './contract/basics';
import { concurrency } from './contract/concurrency';
import { createContext } from './contract/context';
import { indexes } from './contract/indexes';
import { paging } from './contract/paging';
import { persistence } from './contract/persistence';
import { prefixSearch } from './contract/prefix-search';
import { queries } from './contract/queries';
import { transactions } from './contract/transactions';
import { updates } from './contract/updates';
import type { DocumentStore } from './document-store.port';

export interface DocumentStoreContractOptions {
  /** Runs once after the suite (drop a test database, remove a temp directory). */
  cleanup?: () => Promise<void>;
  /** Capability: a store made after another was closed sees its documents (file- or server-backed). */
  persistent?: boolean;
  /** Reports the whole suite as skipped, with this reason in its name, when the backend is unavailable. */
  skip?: string;
}

/**
 * The behaviour every DocumentStore adapter must share. `makeStore` is called once for the
 * suite and again by the persistence test; each test works in a collection of its own.
 */
export function documentStoreContract(
  adapterName: string,
  makeStore: () => Promise<DocumentStore>,
  options: DocumentStoreContractOptions = {},
): void {
  const title = `documents contract: ${adapterName}`;
  const suite = options.skip === undefined ? describe : describe.skip;
  suite(options.skip === undefined ? title : `${title} (skipped: ${options.skip})`, () => {
    const ctx = createContext(makeStore);
    beforeAll(() => ctx.open());
    afterAll(async () => {
      await ctx.close();
      await options.cleanup?.();
    });

    basics(ctx);
    queries(ctx);
    paging(ctx);
    updates(ctx);
    indexes(ctx);
    prefixSearch(ctx);
    concurrency(ctx);
    transactions(ctx);
    persistence(ctx, options.persistent ?? false);
  });
}
