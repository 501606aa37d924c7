export interface TestProductOptions {
  price?: number;
  quantity?: number;
  lowStockThreshold?: number;
  category?: string;
  brand?: string;
  description?: string;
}

/**
 * What an admin posts to create a product (POST /api/v1/admin/products): active, in stock and
 * valid by the create rules, so that a test states only the figures it is about.
 */
export function productBody(
  name: string,
  { price = 45_000, quantity = 100, lowStockThreshold = 2, category = 'keyboards', brand = 'Keychron', description = 'A product made for a test.' }: TestProductOptions = {},
) {
  return {
    name,
    brand,
    category,
    description,
    price,
    images: { primary: '/images/products/mechanical-keyboard.svg', gallery: [] },
    stock: { quantity, lowStockThreshold },
    status: 'active',
  };
}
