import type { Product } from '../types';

/** A product as the server sends it, for unit tests; `changes` override any field. */
export function sampleProduct(changes: Partial<Product> = {}): Product {
  return {
    _id: '6b026ab5cce645e17cdcf7b1',
    name: 'Keychron K2 Pro Wireless Mechanical Keyboard',
    slug: 'keychron-k2-pro-wireless-mechanical-keyboard',
    brand: 'Keychron',
    category: 'keyboards',
    price: 145000,
    image: '/images/products/mechanical-keyboard.svg',
    images: { primary: '/images/products/mechanical-keyboard.svg', gallery: [] },
    media: {},
    isFeatured: false,
    isActive: true,
    status: 'active',
    shortDescription: 'A compact wireless mechanical keyboard.',
    description: 'A compact wireless mechanical keyboard. It pairs with three devices.',
    features: ['Hot-swappable switches'],
    tags: ['keyboard', 'mechanical'],
    translations: {},
    currency: 'RWF',
    creator: '6b026aa5cce645e17cdcf7a1',
    stock: { quantity: 12, reserved: 0, available: 12, lowStockThreshold: 5 },
    options: [],
    variants: [],
    rating: { average: 4.5, count: 2 },
    views: 10,
    purchases: 2,
    wishlistCount: 0,
    fiscal: { itemCode: 'RW2NTU0000002', taxType: 'B' },
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...changes,
  };
}
