import type { Logger } from '@shop/platform';
import type {
  FiscalDevice,
  FiscalItem,
  FiscalItemResult,
  FiscalReceipt,
  FiscalSale,
  FiscalSubmission,
} from '../../core/ports/fiscal-device.port';
import { itemResultOf, readCall, receiptOf, submissionOf, type VsdcReading } from './vsdc-answers';
import { DEFAULT_VSDC_ITEM_CODES, VSDC_RESULT, VSDC_ROUTES, type VsdcItemCodes } from './vsdc-api';
import { postToVsdc } from './vsdc-http';
import { itemRequest, saleRequest, type VsdcBranch } from './vsdc-requests';

export interface VsdcSettings {
  /** The VSDC's base URL (RRA's sandbox, a local VSDC, or the emulator). */
  baseUrl: string;
  /** The taxpayer's TIN (9 digits). */
  tin: string;
  /** The branch (`00` for the head office). */
  bhfId: string;
  /** The device serial RRA approved for this branch, sent at initialisation. */
  deviceSerial: string;
  /** Per HTTP call. Default 10 s. */
  timeoutMs?: number;
  /** Classification and units the shop's products are registered with. */
  itemCodes?: Partial<VsdcItemCodes>;
  logger?: Logger;
}

/** The VSDC answers 902 ("already installed") to a device it initialised before. */
const ALREADY_INSTALLED = '902';

/**
 * RRA's EBM through a VSDC, over its JSON API. The device is initialised once per process (the
 * VSDC keeps its keys; the communication key it answers is neither kept nor logged here), then
 * sales, items and sale lookups are plain POSTs. Network trouble and time-outs come back as
 * `retry` (or 'unreachable'), never as a throw.
 */
export class VsdcFiscalDevice implements FiscalDevice {
  readonly branch: string;
  private readonly baseUrl: string;
  private readonly codes: VsdcItemCodes;
  private readonly ids: VsdcBranch;
  private initialised = false;

  constructor(private readonly settings: VsdcSettings) {
    this.baseUrl = settings.baseUrl.replace(/\/+$/, '');
    this.branch = `${settings.tin}-${settings.bhfId}`;
    this.ids = { tin: settings.tin, bhfId: settings.bhfId };
    this.codes = { ...DEFAULT_VSDC_ITEM_CODES, ...settings.itemCodes };
  }

  async saveSale(sale: FiscalSale): Promise<FiscalSubmission> {
    let request;
    try {
      request = saleRequest(this.ids, sale, this.codes);
    } catch (error) {
      // Lines no VSDC could accept (a discount above its line): an operator must look.
      return { outcome: 'rejected', code: 'invalid-sale', message: error instanceof Error ? error.message : String(error) };
    }
    const submission = submissionOf(await this.initialisedThen(VSDC_ROUTES.saveSale, request));
    if (submission.outcome !== 'signed') {
      this.settings.logger?.warn({ branch: this.branch, invoiceNo: sale.invoiceNo, outcome: submission.outcome, code: submission.code }, 'VSDC did not sign the sale');
    }
    return submission;
  }

  async findSale(invoiceNo: number): Promise<FiscalReceipt | null | 'unreachable'> {
    const reading = await this.post(VSDC_ROUTES.selectSale, { ...this.ids, invcNo: invoiceNo });
    if (reading.answered && reading.resultCd === VSDC_RESULT.noResult) return null;
    const receipt = reading.answered && reading.resultCd === VSDC_RESULT.success ? receiptOf(reading.data) : null;
    if (receipt) return receipt;
    // Any other answer leaves the question open: the caller asks again later.
    this.settings.logger?.warn({ branch: this.branch, invoiceNo, code: reading.answered ? reading.resultCd : reading.code }, 'VSDC sale lookup failed');
    return 'unreachable';
  }

  async saveItem(item: FiscalItem): Promise<FiscalItemResult> {
    const result = itemResultOf(await this.initialisedThen(VSDC_ROUTES.saveItem, itemRequest(this.ids, item, this.codes)));
    if (result.outcome !== 'saved') {
      this.settings.logger?.warn({ branch: this.branch, itemCode: item.itemCode, outcome: result.outcome, code: result.code }, 'VSDC did not save the item');
    }
    return result;
  }

  /** The call, after initialising the device if this process has not yet; a failed initialisation stands for the call. */
  private async initialisedThen(path: string, body: unknown): Promise<VsdcReading> {
    if (!this.initialised) {
      const init = await this.post(VSDC_ROUTES.init, { ...this.ids, dvcSrlNo: this.settings.deviceSerial });
      if (init.answered && (init.resultCd === VSDC_RESULT.success || init.resultCd === ALREADY_INSTALLED)) {
        this.initialised = true;
      } else {
        this.settings.logger?.warn({ branch: this.branch, code: init.answered ? init.resultCd : init.code }, 'VSDC initialisation failed');
        return init;
      }
    }
    return this.post(path, body);
  }

  private async post(path: string, body: unknown): Promise<VsdcReading> {
    const call = await postToVsdc(this.baseUrl, path, body, this.settings.timeoutMs ?? 10_000);
    if (!call.reached) this.settings.logger?.warn({ branch: this.branch, path, timedOut: call.timedOut, error: call.message }, 'VSDC call failed');
    return readCall(call);
  }
}
