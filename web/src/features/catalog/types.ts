/** The catalogue's shapes as the storefront reads them (SPEC section 3; the catalog HTTP contract). */

export interface ProductStock {
  quantity: number;
  reserved?: number;
  lowStockThreshold?: number;
}

export interface ProductRating {
  average: number;
  count: number;
}

export interface Product {
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
  isActive?: boolean;
  status?: string;
  shortDescription?: string;
  description?: string;
  features?: string[];
  tags?: string[];
  currency?: string;
  stock?: ProductStock | null;
  rating?: ProductRating | null;
  views?: number;
  purchases?: number;
  wishlistCount?: number;
  createdAt?: string;
  updatedAt?: string;
}

export interface Pagination {
  currentPage: number;
  limit: number;
  totalPages: number;
  totalProducts: number;
}

export interface ProductPage {
  products: Product[];
  pagination: Pagination;
}

/** A name with its product count, as GET /products/categories and /products/brands list them. */
export interface FacetCount {
  name: string;
  count: number;
}

export interface ReviewAuthor {
  _id?: string;
  firstName?: string;
  lastName?: string;
  username?: string;
  avatar?: string;
}

export interface Review {
  _id: string;
  rating: number;
  comment: string;
  createdAt: string;
  user?: ReviewAuthor | null;
}

export interface ReviewPage {
  reviews: Review[];
  pagination?: Partial<Pagination> & { totalReviews?: number; total?: number };
}

export interface WishlistEntry {
  product: Product;
  addedAt: string;
}

/** Filters and sort of the listing (SPEC section 3, Product filters). */
export interface ProductQuery {
  page?: number;
  limit?: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  category?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  featured?: boolean;
  inStock?: boolean;
  search?: string;
  tags?: string[];
}
