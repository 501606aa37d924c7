import type { CatalogPorts } from '../catalog-ports';
import { withItemCode } from './item-codes';

const BATCH = 100;
/** More rounds than a catalogue needs: each round codes a batch, or finds the products gone. */
const MAX_ROUNDS = 100_000;

/**
 * At the catalog's start, products stored before EBM fields were kept get theirs: the next code
 * of the shop's series each, in the order the products were created, and tax type B. Idempotent:
 * each write applies only while the product has no code, so a second start, or replicas starting
 * together, give no product two codes (a number a racing replica took is skipped).
 */
export class AssignItemCodes {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'itemCodes' | 'reads'>) {}

  /** How many products it found without a code; each has one after. */
  async execute(): Promise<number> {
    let assigned = 0;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const uncoded = await this.deps.products.withoutFiscal(BATCH);
      if (uncoded.length === 0) break;
      for (const record of uncoded) {
        if (await withItemCode(this.deps, record)) assigned += 1;
      }
    }
    // Before the shop serves anyone: cached reads without the codes are dropped, nothing to tell.
    if (assigned > 0) await this.deps.reads.invalidate();
    return assigned;
  }
}
