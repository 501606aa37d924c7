import type { FiscalTaxType } from '@shop/domain';

/** A product as the orders service needs it to price and describe an order line. */
export interface CatalogProduct {
  id: string;
  name: string;
  /** Whole RWF, VAT included. */
  price: number;
  category: string;
  image: string;
  /** Only active products can be ordered. */
  active: boolean;
  /** What its fiscal receipt (EBM) prints: the RRA item code and tax type. */
  fiscal: { itemCode: string; taxType: FiscalTaxType };
  /** What it is sold in, each at its own price; empty for a product sold as one thing. */
  variants: CatalogVariant[];
}

/** A combination of option values sold: `label` as lines show it ("L / Black"), its price in whole RWF. */
export interface CatalogVariant {
  id: string;
  label: string;
  price: number;
}

export interface StockLine {
  productId: string;
  /** Required for a product sold in variants; absent otherwise. */
  variantId?: string;
  quantity: number;
}

/**
 * The catalog, as orders talks to it (in-process or gRPC). Failures are the catalog's
 * AppErrors, passed on as they are (a conflict names the product and how many are left).
 */
export interface StockCatalog {
  /** Unknown ids are left out. */
  getProducts(ids: string[]): Promise<CatalogProduct[]>;
  /** All or nothing; idempotent on the reference. */
  reserve(reference: string, lines: StockLine[]): Promise<void>;
  /** Idempotent; a reference the catalog never reserved (not_found) counts as released. */
  release(reference: string): Promise<void>;
  /** Idempotent; raises purchases. */
  commit(reference: string): Promise<void>;
  /**
   * Puts the units of a committed reservation back into the stock (a paid order cancelled).
   * Idempotent: however often it is called for a reference, the units come back once.
   */
  returnToStock(reference: string): Promise<void>;
  /**
   * Puts exactly these units back into the stock (a refund of chosen lines), under its own
   * reference such as `<orderId>-refund-<refundId>`. Idempotent: however often or concurrently it
   * is called for a reference, the units come back once; the reference used for other lines is a
   * conflict.
   */
  restock(reference: string, lines: StockLine[]): Promise<void>;
}
