export interface ProductImageFields {
  images?: { primary?: string | null } | null;
  image?: string | null;
}

/** The image to show: images.primary, else the single image field, else the placeholder. */
export function productImageUrl(product: ProductImageFields, placeholder: string): string {
  const primary = product.images?.primary?.trim();
  if (primary) return primary;
  const single = product.image?.trim();
  return single || placeholder;
}
