import { isObjectId } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { ProductView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { toProductView, type ProductRecord } from '../product/product';

const MAX_SLUG_LENGTH = 200;

/** One active product by id or by slug; 'Product not found' otherwise. */
export class GetProduct {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reads'>) {}

  byId(id: string): Promise<ProductView> {
    if (!isObjectId(id)) return Promise.reject(notFound());
    return this.deps.reads.read(`product:${id.toLowerCase()}`, async () =>
      shown(await this.deps.products.findById(id.toLowerCase())),
    );
  }

  bySlug(slug: string): Promise<ProductView> {
    const key = typeof slug === 'string' ? slug.trim().toLowerCase() : '';
    if (key === '' || key.length > MAX_SLUG_LENGTH) return Promise.reject(notFound());
    return this.deps.reads.read(`product-slug:${key}`, async () => shown(await this.deps.products.findBySlug(key)));
  }
}

function shown(record: ProductRecord | null): ProductView {
  if (!record || record.status !== 'active') throw notFound();
  return toProductView(record);
}

export const notFound = () => new AppError('not_found', M.productNotFound);
