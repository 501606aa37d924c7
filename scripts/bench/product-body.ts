/** An accessory as a benchmark creates it through the admin API, active and with `quantity` in stock. */
export const productBody = (product: { name: string; description: string; price: number; quantity: number }) => ({
  name: product.name,
  brand: 'Bench',
  category: 'accessories',
  description: product.description,
  price: product.price,
  images: { primary: '/images/products/cable.svg', gallery: [] },
  stock: { quantity: product.quantity, lowStockThreshold: 10 },
  status: 'active',
});
