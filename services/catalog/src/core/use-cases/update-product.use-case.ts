import { isObjectId } from '@shop/contracts';
import type { AuditActor, ProductInput, ProductView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { parseProductInput } from '../product/product-input';
import { mediaByUrl, shownImageUrls, variantImagesOf } from '../product/product-media';
import { editProduct } from './edit-product';
import { notFound } from './get-product.use-case';

/**
 * An admin replaces a product's form fields; stock that orders hold stays reserved (editProduct).
 * Features, tags and translations are not on SPEC's admin form: a body without them keeps the
 * product's own (translations given replace every language's texts); so does a body without EBM
 * fields, or with a blank item code or no tax type (editProduct), and a body without `media`
 * keeps the photo details of the images it still shows.
 * The form is checked against the product as read, whose stored quantity it may keep (parseProductInput).
 */
export class UpdateProduct {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'itemCodes' | 'reads' | 'clock' | 'events' | 'unitOfWork'>) {}

  async execute(input: { id: string; product: ProductInput; actor: AuditActor }): Promise<ProductView> {
    if (!isObjectId(input.id)) throw notFound();
    const product = input.product ?? {};
    const edited = await editProduct(this.deps, input.id.toLowerCase(), input.actor, (current) => {
      const media = product.media === undefined ? mediaByUrl(current.media, shownImageUrls(current)) : product.media;
      const { details, stock, fiscal } = parseProductInput({ ...product, media }, current.stock.quantity, variantImagesOf(current));
      return {
        details: {
          ...details,
          features: product.features === undefined ? current.features : details.features,
          tags: product.tags === undefined ? current.tags : details.tags,
          translations: product.translations === undefined ? (current.translations ?? {}) : details.translations,
        },
        stock,
        fiscal,
      };
    });
    if (!edited) throw notFound();
    return edited;
  }
}
