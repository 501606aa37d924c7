// The emulated VSDC's rules over its state: one method per route, each taking the request body
// and giving the answer the VSDC would give. No I/O: the HTTP server persists and answers.
import { vsdcTimestamp } from '@shop/domain';
import { VSDC_RESULT, type VsdcEnvelope } from '../vsdc/vsdc-api';
import { VSDC_CODE_CLASSES } from './code-classes';
import type { EmulatorState } from './emulator-state';
import type { Fields } from './field-checks';
import { checkItem } from './item-checks';
import { communicationKey, signReceipt } from './receipt-signature';
import { checkSale, type CheckedSale } from './sale-checks';

export interface LedgerAnswer {
  envelope: VsdcEnvelope;
  /** The state changed: persist it before answering. */
  changed: boolean;
}

const MESSAGES: Record<string, string> = {
  [VSDC_RESULT.success]: 'It is succeeded',
  [VSDC_RESULT.noResult]: 'There is no search result',
  [VSDC_RESULT.invalidDevice]: 'This is not a valid device',
  '902': 'This device is installed',
  [VSDC_RESULT.duplicate]: 'There is an overlapped Data',
  [VSDC_RESULT.outOfOrder]: 'Sales invoice data can be received after receiving the sales data',
};

export class VsdcLedger {
  constructor(
    private readonly state: EmulatorState,
    private readonly now: () => Date,
  ) {}

  init(body: Fields): LedgerAnswer {
    const refused = this.wrongBranch(body);
    if (refused) return refused;
    const serial = body.dvcSrlNo;
    if (typeof serial !== 'string' || serial.trim() === '' || serial.length > 100) return this.answer(VSDC_RESULT.parameterError, 'dvcSrlNo is missing or invalid');
    if (this.state.deviceSerial !== null) {
      return this.answer(this.state.deviceSerial === serial ? '902' : VSDC_RESULT.invalidDevice);
    }
    this.state.deviceSerial = serial;
    const { tin, bhfId, sdcId, mrcNo } = this.state;
    const info = {
      tin,
      taxprNm: `Taxpayer ${tin}`,
      bhfId,
      bhfNm: bhfId === '00' ? 'Headquarter' : `Branch ${bhfId}`,
      hqYn: bhfId === '00' ? 'Y' : 'N',
      dvcId: `${tin}${bhfId}${serial}`.slice(0, 20),
      sdicId: sdcId,
      mrcNo,
      cmcKey: communicationKey(this.state.secret, serial),
      lastSaleInvcNo: this.state.lastInvcNo,
      lastSaleRcptNo: this.state.receiptCounters.S,
    };
    return this.answer(VSDC_RESULT.success, undefined, { info }, true);
  }

  codes(body: Fields): LedgerAnswer {
    const refused = this.wrongBranch(body);
    if (refused) return refused;
    if (typeof body.lastReqDt !== 'string' || !/^\d{14}$/.test(body.lastReqDt)) return this.answer(VSDC_RESULT.parameterError, 'lastReqDt must be yyyyMMddHHmmss');
    return this.answer(VSDC_RESULT.success, undefined, { clsList: VSDC_CODE_CLASSES });
  }

  saveItem(body: Fields): LedgerAnswer {
    const refused = this.wrongBranch(body);
    if (refused) return refused;
    const item = checkItem(body);
    if (typeof item === 'string') return this.answer(VSDC_RESULT.parameterError, item);
    this.state.items[item.itemCd] = item;
    return this.answer(VSDC_RESULT.success, undefined, null, true);
  }

  saveSale(body: Fields): LedgerAnswer {
    const refused = this.wrongBranch(body);
    if (refused) return refused;
    // A number already taken is a duplicate whatever else the body says: no second receipt.
    if (this.saleNumbered(body.invcNo)) return this.answer(VSDC_RESULT.duplicate);
    const sale = checkSale(body);
    if (typeof sale === 'string') return this.answer(VSDC_RESULT.parameterError, sale);
    if (sale.invcNo !== this.state.lastInvcNo + 1) {
      return this.answer(VSDC_RESULT.outOfOrder, `invcNo ${sale.invcNo} received before invcNo ${this.state.lastInvcNo + 1}`);
    }
    const unregistered = sale.items.find((item) => this.state.items[item.itemCd]?.useYn !== 'Y');
    if (unregistered) return this.answer(VSDC_RESULT.parameterError, `itemCd ${unregistered.itemCd} is not a registered item`);
    const refundProblem = sale.rcptTyCd === 'R' ? this.refundProblem(sale) : null;
    if (refundProblem) return this.answer(VSDC_RESULT.parameterError, refundProblem);
    return this.answer(VSDC_RESULT.success, undefined, this.record(sale, body), true);
  }

  selectSale(body: Fields): LedgerAnswer {
    const refused = this.wrongBranch(body);
    if (refused) return refused;
    if (!Number.isSafeInteger(body.invcNo)) return this.answer(VSDC_RESULT.parameterError, 'invcNo is missing or invalid');
    const sale = this.state.sales.find((s) => s.invcNo === body.invcNo);
    if (!sale) return this.answer(VSDC_RESULT.noResult);
    const { invcNo, rcptTyCd, orgInvcNo, totAmt, totTaxAmt, receipt } = sale;
    return this.answer(VSDC_RESULT.success, undefined, { invcNo, rcptTyCd, orgInvcNo, totAmt, totTaxAmt, ...receipt });
  }

  private record(sale: CheckedSale, body: Fields) {
    const state = this.state;
    state.lastInvcNo = sale.invcNo;
    state.receiptCounters[sale.rcptTyCd] += 1;
    state.totRcptNo += 1;
    const fields = {
      tin: state.tin,
      bhfId: state.bhfId,
      invcNo: sale.invcNo,
      rcptTyCd: sale.rcptTyCd,
      rcptNo: state.receiptCounters[sale.rcptTyCd],
      totRcptNo: state.totRcptNo,
      totAmt: sale.totAmt,
      totTaxAmt: sale.totTaxAmt,
      vsdcRcptPbctDate: vsdcTimestamp(this.now()),
      sdcId: state.sdcId,
      mrcNo: state.mrcNo,
    };
    const receipt = {
      rcptNo: fields.rcptNo,
      totRcptNo: fields.totRcptNo,
      ...signReceipt(state.secret, fields),
      vsdcRcptPbctDate: fields.vsdcRcptPbctDate,
      sdcId: fields.sdcId,
      mrcNo: fields.mrcNo,
    };
    state.sales.push({ ...sale, receipt, request: body });
    return receipt;
  }

  /** A refund reverses a sale of this branch, and never more of it than is left. */
  private refundProblem(refund: CheckedSale): string | null {
    const original = this.state.sales.find((s) => s.invcNo === refund.orgInvcNo);
    if (!original || original.rcptTyCd !== 'S') return `orgInvcNo ${refund.orgInvcNo} is not a sale of this branch`;
    const earlier = this.state.sales.filter((s) => s.rcptTyCd === 'R' && s.orgInvcNo === refund.orgInvcNo);
    const refunded = earlier.reduce((sum, s) => sum + s.totAmt, 0);
    if (refunded + refund.totAmt > original.totAmt + 0.005) return `the refund exceeds what is left of invoice ${original.invcNo}`;
    for (const item of refund.items) {
      const sold = original.items.filter((i) => i.itemCd === item.itemCd).reduce((sum, i) => sum + i.qty, 0);
      const returned = earlier.flatMap((s) => s.items).filter((i) => i.itemCd === item.itemCd).reduce((sum, i) => sum + i.qty, 0);
      const asked = refund.items.filter((i) => i.itemCd === item.itemCd).reduce((sum, i) => sum + i.qty, 0);
      if (returned + asked > sold) return `the refund returns more of ${item.itemCd} than invoice ${original.invcNo} sold`;
    }
    return null;
  }

  private saleNumbered(invcNo: unknown): boolean {
    return Number.isSafeInteger(invcNo) && this.state.sales.some((s) => s.invcNo === invcNo);
  }

  private wrongBranch(body: Fields): LedgerAnswer | null {
    if (body.tin === this.state.tin && body.bhfId === this.state.bhfId) return null;
    return this.answer(VSDC_RESULT.invalidDevice, `tin and bhfId must be those of this device (${this.state.tin}, ${this.state.bhfId})`);
  }

  private answer(resultCd: string, message?: string, data: unknown = null, changed = false): LedgerAnswer {
    return {
      envelope: { resultCd, resultMsg: message ?? MESSAGES[resultCd] ?? 'Request parameter error', resultDt: vsdcTimestamp(this.now()), data },
      changed,
    };
  }
}
