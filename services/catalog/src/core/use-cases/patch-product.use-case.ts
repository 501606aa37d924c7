import { isObjectId } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { AuditActor, ProductPatch, ProductView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { parseProductInput } from '../product/product-input';
import { variantImagesOf } from '../product/product-media';
import { isEmptyPatch, mergeProductPatch } from '../product/product-patch';
import { editProduct } from './edit-product';
import { notFound } from './get-product.use-case';

/**
 * An admin changes some of a product's form fields: the others keep their stored value, and
 * `images` and `stock` merge field by field. The merged form passes the create rules, and the
 * write goes as an update's does (stock held by orders stays reserved, reads invalidated).
 */
export class PatchProduct {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'itemCodes' | 'reads' | 'clock' | 'events' | 'unitOfWork'>) {}

  async execute(input: { id: string; patch: ProductPatch; actor?: AuditActor }): Promise<ProductView> {
    if (!isObjectId(input.id)) throw notFound();
    if (isEmptyPatch(input.patch)) throw new AppError('invalid', M.nothingToChange);
    const edited = await editProduct(this.deps, input.id.toLowerCase(), input.actor, (current) =>
      parseProductInput(mergeProductPatch(current, input.patch), current.stock.quantity, variantImagesOf(current)),
    );
    if (!edited) throw notFound();
    return edited;
  }
}
