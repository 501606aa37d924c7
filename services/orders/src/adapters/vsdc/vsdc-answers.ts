// Reading the VSDC's answers: the envelope, the receipt, and what a result code means.
import { vsdcTimestampToIso } from '@shop/domain';
import type { FiscalItemResult, FiscalReceipt, FiscalSubmission } from '../../core/ports/fiscal-device.port';
import { VSDC_RESULT } from './vsdc-api';
import type { VsdcCall } from './vsdc-http';

/** A call read: the VSDC's result, or why there is none and whether trying again can help. */
export type VsdcReading =
  | { answered: true; resultCd: string; resultMsg: string; data: unknown }
  | { answered: false; retry: boolean; code: string; message: string };

export function readCall(call: VsdcCall): VsdcReading {
  if (!call.reached) return { answered: false, retry: true, code: call.timedOut ? 'timeout' : 'network', message: call.message };
  if (call.status >= 500 || call.status === 408 || call.status === 429) {
    return { answered: false, retry: true, code: `HTTP ${call.status}`, message: 'The VSDC is not answering properly' };
  }
  if (call.status < 200 || call.status >= 300) {
    return { answered: false, retry: false, code: `HTTP ${call.status}`, message: 'The VSDC refused the request' };
  }
  const body = typeof call.body === 'object' && call.body !== null ? (call.body as Record<string, unknown>) : {};
  const { resultCd, resultMsg, data } = body;
  if (typeof resultCd !== 'string' || !/^\d{3}$/.test(resultCd)) {
    // Garbled: a sale may have been recorded; a resend then answers 994 and the lookup finds it.
    return { answered: false, retry: true, code: 'invalid-answer', message: 'The VSDC answered something that is not a result' };
  }
  return { answered: true, resultCd, resultMsg: typeof resultMsg === 'string' ? resultMsg.slice(0, 300) : '', data };
}

/** What a call to `/trnsSales/saveSales` came to. */
export function submissionOf(reading: VsdcReading): FiscalSubmission {
  if (!reading.answered) return { outcome: reading.retry ? 'retry' : 'rejected', code: reading.code, message: reading.message };
  const { resultCd: code, resultMsg: message } = reading;
  switch (code) {
    case VSDC_RESULT.success: {
      const receipt = receiptOf(reading.data);
      // Recorded but unreadable: a resend answers 994 and the lookup brings the receipt.
      return receipt ? { outcome: 'signed', receipt } : { outcome: 'retry', code: 'invalid-answer', message: 'The VSDC answered success without a readable receipt' };
    }
    case VSDC_RESULT.communicationError:
      return { outcome: 'retry', code, message };
    case VSDC_RESULT.duplicate:
      return { outcome: 'duplicate', code, message };
    case VSDC_RESULT.alreadyDeclared:
    case VSDC_RESULT.outOfOrder:
      return { outcome: 'out_of_order', code, message };
    default:
      return { outcome: 'rejected', code, message };
  }
}

/** What a call to `/items/saveItems` came to. */
export function itemResultOf(reading: VsdcReading): FiscalItemResult {
  if (!reading.answered) return { outcome: reading.retry ? 'retry' : 'rejected', code: reading.code, message: reading.message };
  if (reading.resultCd === VSDC_RESULT.success) return { outcome: 'saved' };
  const outcome = reading.resultCd === VSDC_RESULT.communicationError ? 'retry' : 'rejected';
  return { outcome, code: reading.resultCd, message: reading.resultMsg };
}

/** The receipt in a success answer's data, or null when a field is missing or malformed. */
export function receiptOf(data: unknown): FiscalReceipt | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const rcptNo = counter(d.rcptNo);
  const totRcptNo = counter(d.totRcptNo);
  const vsdcAt = typeof d.vsdcRcptPbctDate === 'string' ? vsdcTimestampToIso(d.vsdcRcptPbctDate) : null;
  const { intrlData, rcptSign, sdcId, mrcNo } = d;
  if (rcptNo === null || totRcptNo === null || vsdcAt === null) return null;
  if (!isText(intrlData) || !isText(rcptSign) || !isText(sdcId) || !isText(mrcNo)) return null;
  return { sdcId, mrcNo, rcptNo, totRcptNo, intrlData, rcptSign, vsdcAt };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Counters are numbers in the VSDC's answers; some VSDCs write them as digit strings. */
function counter(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}
