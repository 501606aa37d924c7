import { describe, expect, it } from 'vitest';
import { itemResultOf, readCall, receiptOf, submissionOf } from './vsdc-answers';
import type { VsdcCall } from './vsdc-http';

const RECEIPT_DATA = {
  rcptNo: 27,
  totRcptNo: 32,
  intrlData: 'GZGGIZLYTJSSD7YLYLGIIG6FCY',
  rcptSign: 'TQZMKL57AGBMSTPO',
  vsdcRcptPbctDate: '20211027162114',
  sdcId: 'SDC010000005',
  mrcNo: 'WIS01006230',
};

const answered = (resultCd: string, data: unknown = null, status = 200): VsdcCall => ({
  reached: true,
  status,
  body: { resultCd, resultMsg: `message ${resultCd}`, resultDt: '20211027162114', data },
});

describe('a saveSales answer', () => {
  it('is a signed receipt on 000, its date as an ISO instant in Kigali time', () => {
    expect(submissionOf(readCall(answered('000', RECEIPT_DATA)))).toEqual({
      outcome: 'signed',
      receipt: {
        rcptNo: 27,
        totRcptNo: 32,
        intrlData: 'GZGGIZLYTJSSD7YLYLGIIG6FCY',
        rcptSign: 'TQZMKL57AGBMSTPO',
        vsdcAt: '2021-10-27T16:21:14+02:00',
        sdcId: 'SDC010000005',
        mrcNo: 'WIS01006230',
      },
    });
  });

  it.each([
    ['894', 'retry'],
    ['994', 'duplicate'],
    ['921', 'out_of_order'],
    ['922', 'out_of_order'],
    ['910', 'rejected'],
    ['901', 'rejected'],
    ['999', 'rejected'],
  ])('maps result %s to %s, keeping the VSDC’s code and message', (code, outcome) => {
    expect(submissionOf(readCall(answered(code)))).toEqual({ outcome, code, message: `message ${code}` });
  });

  it.each<[string, VsdcCall, string, string]>([
    ['a time-out', { reached: false, timedOut: true, message: 'aborted' }, 'retry', 'timeout'],
    ['a refused connection', { reached: false, timedOut: false, message: 'fetch failed: ECONNREFUSED' }, 'retry', 'network'],
    ['a server error', { reached: true, status: 503, body: undefined }, 'retry', 'HTTP 503'],
    ['an answer that is not a result', { reached: true, status: 200, body: '<html>' }, 'retry', 'invalid-answer'],
    ['success without a readable receipt', answered('000', { ...RECEIPT_DATA, rcptSign: '' }), 'retry', 'invalid-answer'],
    ['an unknown route', { reached: true, status: 404, body: undefined }, 'rejected', 'HTTP 404'],
  ])('treats %s as %s', (_, call, outcome, code) => {
    expect(submissionOf(readCall(call))).toMatchObject({ outcome, code });
  });
});

describe('a saveItems answer', () => {
  it('is saved on 000, retry on 894 or no answer, rejected otherwise', () => {
    expect(itemResultOf(readCall(answered('000')))).toEqual({ outcome: 'saved' });
    expect(itemResultOf(readCall(answered('894')))).toMatchObject({ outcome: 'retry', code: '894' });
    expect(itemResultOf(readCall({ reached: false, timedOut: true, message: 'aborted' }))).toMatchObject({ outcome: 'retry' });
    expect(itemResultOf(readCall(answered('910')))).toMatchObject({ outcome: 'rejected', code: '910' });
  });
});

describe('the receipt in an answer', () => {
  it('reads counters written as digit strings', () => {
    expect(receiptOf({ ...RECEIPT_DATA, rcptNo: '27', totRcptNo: '32' })).toMatchObject({ rcptNo: 27, totRcptNo: 32 });
  });

  it.each([
    ['no data', null],
    ['a zero counter', { ...RECEIPT_DATA, rcptNo: 0 }],
    ['a date that is not one', { ...RECEIPT_DATA, vsdcRcptPbctDate: '2021-10-27' }],
    ['no SDC id', { ...RECEIPT_DATA, sdcId: undefined }],
  ])('is null with %s', (_, data) => {
    expect(receiptOf(data)).toBeNull();
  });
});
