import { apiClient } from '@/lib/api-client';

/** POST /products/{id}/view: best effort, a failure is ignored. */
export function countProductView(id: string): void {
  apiClient.post(`/products/${encodeURIComponent(id)}/view`, undefined, { auth: false }).catch(() => undefined);
}
