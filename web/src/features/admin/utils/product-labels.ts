import { isProductStatus, type ProductStatus, type StockLevel } from '@shop/domain';
import { translate, type MessageKey } from '@/lib/i18n/use-t';

const STATUS_KEYS: Readonly<Record<ProductStatus, MessageKey>> = {
  active: 'admin.productStatus.active',
  inactive: 'admin.productStatus.inactive',
  discontinued: 'admin.productStatus.discontinued',
};

const STOCK_KEYS: Readonly<Record<StockLevel, MessageKey>> = {
  'in-stock': 'admin.stock.inStock',
  low: 'admin.stock.low',
  out: 'admin.stock.out',
};

/** 'Active', 'Inactive', 'Discontinued' in the current language; an unknown status capitalised as it is. */
export function productStatusLabel(status: string): string {
  return isProductStatus(status) ? translate(STATUS_KEYS[status]) : status.charAt(0).toUpperCase() + status.slice(1);
}

/** 'In Stock', 'Low Stock', 'Out of Stock' in the current language. */
export function stockLevelLabel(level: StockLevel): string {
  return translate(STOCK_KEYS[level]);
}
