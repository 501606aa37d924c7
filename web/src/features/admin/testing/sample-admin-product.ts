import type { AdminProduct } from '../types';

/** A stored variant of the sample hoodie: `values` one per option, its figures as the catalog answers them. */
export function sampleVariant(id: string, values: string[], figures: { price: number; quantity: number; reserved?: number; lowStockThreshold?: number; sku?: string }) {
  const reserved = figures.reserved ?? 0;
  return {
    _id: id,
    sku: figures.sku ?? `RW-HOODIE-${values.join('-').toUpperCase()}`,
    options: values,
    label: values.join(' / '),
    price: figures.price,
    stock: { quantity: figures.quantity, reserved, available: figures.quantity - reserved, lowStockThreshold: figures.lowStockThreshold ?? 5 },
  };
}

/** A hoodie sold in Size M and L, Colour Black: two variants, M with 2 units reserved. */
export function sampleHoodie(overrides: Partial<AdminProduct> = {}): AdminProduct {
  const variants = [
    sampleVariant('v'.repeat(23) + '1', ['M', 'Black'], { price: 35_000, quantity: 12, reserved: 2 }),
    sampleVariant('v'.repeat(23) + '2', ['L', 'Black'], { price: 38_000, quantity: 3, lowStockThreshold: 4, sku: 'HOODIE-L-BLK' }),
  ];
  return {
    _id: 'h'.repeat(24),
    name: 'DevShop "It works on my machine" Hoodie',
    brand: 'DevShop',
    category: 'hoodies',
    price: 35_000,
    images: { primary: '/images/products/hoodie.svg', gallery: [] },
    media: {},
    stock: { quantity: 15, reserved: 2, available: 13, lowStockThreshold: 5 },
    options: [
      { name: 'Size', values: ['M', 'L'] },
      { name: 'Colour', values: ['Black'] },
    ],
    variants,
    isFeatured: false,
    status: 'active',
    description: 'A warm hoodie.',
    shortDescription: 'Cotton hoodie',
    features: [],
    tags: [],
    translations: {},
    slug: 'devshop-it-works-on-my-machine-hoodie',
    image: '/images/products/hoodie.svg',
    isActive: true,
    currency: 'RWF',
    creator: 'b'.repeat(24),
    rating: { average: 0, count: 0 },
    views: 0,
    purchases: 0,
    wishlistCount: 0,
    fiscal: { itemCode: 'RW2NTU0000031', taxType: 'B' },
    createdAt: '2026-11-14T09:00:00.000Z',
    updatedAt: '2026-11-14T09:00:00.000Z',
    ...overrides,
  };
}
