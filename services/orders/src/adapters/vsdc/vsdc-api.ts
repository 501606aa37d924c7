// The VSDC's HTTP API as the shop uses it (RRA VSDC API, EBM 2.1): routes, result codes and the
// code-table values the shop sends. The adapter and the emulator both speak from this file.

export const VSDC_ROUTES = {
  init: '/initializer/selectInitInfo',
  codes: '/code/selectCodes',
  saveItem: '/items/saveItems',
  saveSale: '/trnsSales/saveSales',
  /**
   * A sale by its invoice number. RRA's published list marks sales "send only"; this is the
   * lookup route of the same VSDC family (ZRA and KRA VSDCs), taking `{tin, bhfId, invcNo}`.
   */
  selectSale: '/trnsSales/selectInvoice',
} as const;

/** Result codes (code table "API response code"). */
export const VSDC_RESULT = {
  success: '000',
  noResult: '001',
  /** Raised by the VSDC when it cannot reach RRA's server: send again later. */
  communicationError: '894',
  invalidDevice: '901',
  parameterError: '910',
  bodyMissing: '911',
  invalidMethod: '912',
  /** Sales data already declared cannot be received. */
  alreadyDeclared: '921',
  /** Sales invoice data can only be received after the data before it. */
  outOfOrder: '922',
  /** Duplicate data exists: the VSDC answers no receipt. */
  duplicate: '994',
  unknown: '999',
} as const;

/** The standard envelope of every answer. */
export interface VsdcEnvelope<Data = unknown> {
  resultCd: string;
  resultMsg: string;
  /** yyyyMMddHHmmss, Kigali. */
  resultDt: string;
  data: Data | null;
}

/** What `/trnsSales/saveSales` (and the sale lookup) answers on success. */
export interface VsdcReceiptData {
  rcptNo: number;
  totRcptNo: number;
  intrlData: string;
  rcptSign: string;
  /** yyyyMMddHHmmss, Kigali. */
  vsdcRcptPbctDate: string;
  sdcId: string;
  mrcNo: string;
}

/** Code-table values the shop sends with every sale. */
export const VSDC_SALE_CODES = {
  /** Transaction type N (normal): copies are reprints, never sent. */
  salesType: 'N',
  /** Transaction progress 02 (approved): the shop declares a sale once it is paid. */
  approved: '02',
  /** Refund reason 06 ("Refund"). */
  refundReason: '06',
} as const;

/** How the shop registers its products, unless told otherwise. */
export interface VsdcItemCodes {
  /** Item classification (`/itemClass/selectItemsClass`). */
  itemClsCd: string;
  /** Product type: 1 raw material, 2 finished product, 3 service. */
  itemTyCd: string;
  /** Country of origin. */
  orgnNatCd: string;
  /** Packaging unit (NT: net). */
  pkgUnitCd: string;
  /** Quantity unit (U: pieces/items). */
  qtyUnitCd: string;
}

export const DEFAULT_VSDC_ITEM_CODES: VsdcItemCodes = {
  // RRA's sample classification; a shop sets its own from the classification list.
  itemClsCd: '5059690800',
  itemTyCd: '2',
  orgnNatCd: 'RW',
  pkgUnitCd: 'NT',
  qtyUnitCd: 'U',
};

/** Who the VSDC records as registering and modifying what the shop sends. */
export const VSDC_ACTOR = { id: 'online-shop', name: 'Online shop' } as const;
