/** The admin screens, with the catalogue keys of their titles and summaries. */
export const adminSections = [
  { to: '/admin/products', title: 'admin.section.products.title', summary: 'admin.section.products.summary' },
  { to: '/admin/orders', title: 'admin.section.orders.title', summary: 'admin.section.orders.summary' },
  { to: '/admin/users', title: 'admin.section.users.title', summary: 'admin.section.users.summary' },
  { to: '/admin/newsletter', title: 'admin.section.newsletter.title', summary: 'admin.section.newsletter.summary' },
  { to: '/admin/reviews', title: 'admin.section.reviews.title', summary: 'admin.section.reviews.summary' },
  { to: '/admin/search', title: 'admin.section.search.title', summary: 'admin.section.search.summary' },
  { to: '/admin/delivery', title: 'admin.section.delivery.title', summary: 'admin.section.delivery.summary' },
  { to: '/admin/audit', title: 'admin.section.audit.title', summary: 'admin.section.audit.summary' },
] as const;

export type AdminSectionPath = (typeof adminSections)[number]['to'];
