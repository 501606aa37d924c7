/** What the dashboard reads from GET /admin/stats (the admin stats HTTP contract). */

export interface StoreStats {
  totalProducts: number;
  totalUsers: number;
  totalOrders: number;
  /** Whole RWF of paid orders only. */
  totalRevenue: number;
  /** Active subscribers. */
  totalSubscribers: number;
}

/** One Kigali day: orders placed that day, revenue of the orders paid that day. */
export interface DailySales {
  date: string;
  orders: number;
  revenue: number;
}

export interface LowStockProduct {
  _id: string;
  name: string;
  category: string;
  image: string;
  quantity: number;
  lowStockThreshold: number;
}

export interface DashboardStats {
  stats: StoreStats;
  series: DailySales[];
  lowStock: LowStockProduct[];
}
