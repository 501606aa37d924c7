import type { AdminActionData } from '@shop/contracts';
import { afterEach, beforeEach, describe } from 'vitest';
import type { CatalogApi } from '../../api/catalog-api';
import { adminContract } from './admin';
import { browsingContract } from './browsing';
import type { ContractContext } from './context';
import { fiscalContract } from './fiscal';
import { mediaContract } from './media';
import { patchContract } from './patch';
import { reviewsContract } from './reviews';
import { statsContract } from './stats';
import { searchSynonymsContract } from './search-synonyms';
import { productStampsContract } from './stamps';
import { restockContract, stockContract } from './stock';
import { translationsContract } from './translations';
import { wishlistContract } from './wishlist';

export interface CatalogApiHarness {
  api: CatalogApi;
  /** The audit entries the catalog behind `api` recorded in its outbox, oldest first. */
  adminActions(): Promise<AdminActionData[]>;
  close(): Promise<void>;
}

export interface CatalogApiContractOptions {
  /** Reports the whole suite as skipped, with this reason in its name, when the backend is unavailable. */
  skip?: string;
}

/**
 * The behaviour every way of reaching the catalog must share: the in-process service, the
 * gRPC client against a real server, and the service on MongoDB. A fresh, empty catalog
 * per test.
 */
export function catalogApiContract(
  name: string,
  makeHarness: () => Promise<CatalogApiHarness>,
  options: CatalogApiContractOptions = {},
): void {
  const title = `catalog API contract: ${name}`;
  const suite = options.skip === undefined ? describe : describe.skip;
  suite(options.skip === undefined ? title : `${title} (skipped: ${options.skip})`, () => {
    let harness: CatalogApiHarness | undefined;
    const ctx: ContractContext = {
      get api() {
        if (!harness) throw new Error('The contract catalog is not open yet');
        return harness.api;
      },
      adminActions: () => {
        if (!harness) throw new Error('The contract catalog is not open yet');
        return harness.adminActions();
      },
    };
    beforeEach(async () => {
      harness = await makeHarness();
    });
    afterEach(async () => {
      await harness?.close();
      harness = undefined;
    });

    stockContract(ctx);
    restockContract(ctx);
    statsContract(ctx);
    browsingContract(ctx);
    productStampsContract(ctx);
    reviewsContract(ctx);
    wishlistContract(ctx);
    adminContract(ctx);
    patchContract(ctx);
    translationsContract(ctx);
    fiscalContract(ctx);
    mediaContract(ctx);
    searchSynonymsContract(ctx);
  });
}
