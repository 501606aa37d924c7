/** The admin side's shapes of a product (SPEC section 3; the admin products HTTP contract). */

export interface AdminProductStock {
  quantity: number;
  reserved?: number;
  available?: number;
  lowStockThreshold?: number;
}

export interface AdminProduct {
  _id: string;
  name: string;
  slug?: string;
  brand: string;
  category: string;
  price: number;
  originalPrice?: number | null;
  image?: string | null;
  images?: { primary?: string | null; gallery?: string[] | null } | null;
  badge?: string | null;
  isFeatured?: boolean;
  status?: string;
  shortDescription?: string;
  description?: string;
  features?: string[];
  tags?: string[];
  stock?: AdminProductStock | null;
  createdAt?: string;
  updatedAt?: string;
}

/** Admin lists count pages as page, limit, total, totalPages (SPEC section 3, Pagination). */
export interface AdminPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface AdminProductPage {
  products: AdminProduct[];
  pagination: AdminPagination;
}

/** GET /admin/products filters. */
export interface AdminProductQuery {
  page: number;
  search: string;
  category: string;
  status: string;
}

/**
 * The create and update body of SPEC section 7 (no creator: the server takes it from the
 * token), plus the product's features and tags, which an update would otherwise clear.
 */
export interface ProductBody {
  name: string;
  brand: string;
  description: string;
  shortDescription: string;
  price: number;
  originalPrice: number | null;
  category: string;
  images: { primary: string; gallery: string[] };
  stock: { quantity: number; lowStockThreshold: number };
  isFeatured: boolean;
  status: string;
  badge: string | null;
  features: string[];
  tags: string[];
}
