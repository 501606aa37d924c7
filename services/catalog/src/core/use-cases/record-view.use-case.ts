import { isObjectId } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { RecordedView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { notFound } from './get-product.use-case';

export const VIEW_WINDOW_MS = 30 * 60 * 1000;
const MAX_VISITOR_LENGTH = 200;

/**
 * Counts a view of an active product at most once per visitor and product per 30 minutes:
 * the first increment of the visitor's counter in the window counts. Views do not clear the
 * read cache; listings show them within 5 minutes.
 */
export class RecordView {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'counters'>) {}

  async execute(input: { productId: string; visitor: string }): Promise<RecordedView> {
    const visitor = typeof input.visitor === 'string' ? input.visitor.trim() : '';
    if (visitor === '' || visitor.length > MAX_VISITOR_LENGTH) {
      throw new AppError('invalid', M.visitorInvalid, [{ path: 'visitor', message: M.visitorInvalid }]);
    }
    if (!isObjectId(input.productId)) throw notFound();
    const productId = input.productId.toLowerCase();
    const first = (await this.deps.counters.increment(`catalog:view:${productId}:${visitor}`, VIEW_WINDOW_MS)) === 1;
    if (first) {
      const views = await this.deps.products.incrementViews(productId);
      if (views === null) throw notFound();
      return { views, counted: true };
    }
    const product = await this.deps.products.findById(productId);
    if (!product || product.status !== 'active') throw notFound();
    return { views: product.views, counted: false };
  }
}
