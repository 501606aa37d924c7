// The code tables `/code/selectCodes` answers: those the shop's sales use (RRA's class numbers).

const detail = (cd: string, cdNm: string, srtOrd: number, userDfnCd1: string | null = null) => ({
  cd,
  cdNm,
  cdDesc: cdNm,
  useYn: 'Y',
  srtOrd,
  userDfnCd1,
  userDfnCd2: null,
  userDfnCd3: null,
});

const codeClass = (cdCls: string, cdClsNm: string, dtlList: ReturnType<typeof detail>[], userDfnNm1: string | null = null) => ({
  cdCls,
  cdClsNm,
  cdClsDesc: null,
  useYn: 'Y',
  userDfnNm1,
  userDfnNm2: null,
  userDfnNm3: null,
  dtlList,
});

export const VSDC_CODE_CLASSES = [
  codeClass('04', 'Taxation Type', [detail('A', 'A-EX', 1, '0'), detail('B', 'B-18.00%', 2, '18'), detail('C', 'C', 3, '0'), detail('D', 'D', 4, '0')], 'Tax Rate'),
  codeClass('07', 'Payment Type', [
    detail('01', 'CASH', 1),
    detail('02', 'CREDIT', 2),
    detail('03', 'CASH/CREDIT', 3),
    detail('04', 'BANK CHECK', 4),
    detail('05', 'DEBIT&CREDIT CARD', 5),
    detail('06', 'MOBILE MONEY', 6),
    detail('07', 'OTHER', 7),
  ]),
  codeClass('14', 'Transaction Type', [detail('C', 'Copy', 1), detail('N', 'Normal', 2), detail('P', 'Proforma', 3), detail('T', 'Training', 4)]),
  codeClass('32', 'Refund Reason', [
    detail('01', 'Missing Quantity', 1),
    detail('02', 'Missing Data', 2),
    detail('03', 'Damaged', 3),
    detail('04', 'Wasted', 4),
    detail('05', 'Raw Material Shortage', 5),
    detail('06', 'Refund', 6),
  ]),
  codeClass('37', 'Sales Receipt Type', [detail('S', 'Sale', 10), detail('R', 'Refund after Sale', 11)]),
];
