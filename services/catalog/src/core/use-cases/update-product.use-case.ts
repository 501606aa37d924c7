import { isObjectId } from '@shop/contracts';
import type { ProductInput, ProductView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { parseProductInput } from '../product/product-input';
import { editProduct } from './edit-product';
import { notFound } from './get-product.use-case';

/**
 * An admin replaces a product's form fields; stock that orders hold stays reserved (editProduct).
 * Features and tags are not on SPEC's admin form: a body without them keeps the product's own.
 */
export class UpdateProduct {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reads' | 'clock'>) {}

  async execute(input: { id: string; product: ProductInput }): Promise<ProductView> {
    if (!isObjectId(input.id)) throw notFound();
    const { details, stock } = parseProductInput(input.product ?? {});
    const edited = await editProduct(this.deps, input.id.toLowerCase(), (current) => ({
      details: {
        ...details,
        features: input.product?.features === undefined ? current.features : details.features,
        tags: input.product?.tags === undefined ? current.tags : details.tags,
      },
      stock,
    }));
    if (!edited) throw notFound();
    return edited;
  }
}
