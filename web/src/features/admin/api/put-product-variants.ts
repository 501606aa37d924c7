import type { ProductVariantsBody } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import type { AdminProduct } from '../types';

export const variantsSaveFailed = () => translate('admin.variants.saveFailed');

/**
 * PUT /admin/products/{id}/variants with the whole set of options and variants; resolves with
 * the product as stored (its price the lowest variant's, its stock the sums). Empty options and
 * variants make it one thing again. A refusal rejects with the server's field errors (400) or
 * its reason (409).
 */
export async function putProductVariants(id: string, body: ProductVariantsBody): Promise<AdminProduct> {
  const { data } = await apiClient.put(`/admin/products/${encodeURIComponent(id)}/variants`, body, {
    fallbackMessage: variantsSaveFailed(),
    schema: contractSchema('productSchema'),
  });
  return data;
}
