export const adminSections = [
  { to: '/admin/products', title: 'Product Management', summary: 'Create, edit and delete products' },
  { to: '/admin/orders', title: 'Order Management', summary: 'Update status, tracking numbers and notes' },
  { to: '/admin/users', title: 'User Management', summary: 'Find users, block and unblock accounts' },
  { to: '/admin/newsletter', title: 'Newsletter Subscribers', summary: 'Subscribers, CSV export, bulk email' },
  { to: '/admin/reviews', title: 'Review Management', summary: 'Read and remove product reviews' },
] as const;

export type AdminSectionPath = (typeof adminSections)[number]['to'];
