import { describe, expect, it } from 'vitest';
import { readQrCode, svgPathRectangles } from '../../../../e2e/harness/qr-reader';
import { QR_QUIET_ZONE, qrMatrix, qrPath, qrSide } from './qr-code';

const RRA_CONTENT = '23112026#110512#SDC010000123#152#TE68SLC4XCZCWK5XNX6YDRMQX4#LS5RFWQTGHKW4OZV';

describe('qrPath', () => {
  it('draws a QR code a reader decodes to the exact text', () => {
    expect(readQrCode(svgPathRectangles(qrPath(qrMatrix(RRA_CONTENT))))).toBe(RRA_CONTENT);
  });

  it('covers exactly the dark modules, inside the quiet zone', () => {
    const matrix = qrMatrix('DS-2611-7K3F9Q');
    const painted = new Set<string>();
    for (const r of svgPathRectangles(qrPath(matrix))) {
      expect(r.height).toBe(1);
      for (let x = r.x; x < r.x + r.width; x += 1) painted.add(`${r.y - QR_QUIET_ZONE},${x - QR_QUIET_ZONE}`);
    }
    const dark = matrix.flatMap((row, y) => row.flatMap((isDark, x) => (isDark ? [`${y},${x}`] : [])));
    expect([...painted].sort()).toEqual(dark.sort());
    expect(qrSide(matrix)).toBe(matrix.length + 2 * QR_QUIET_ZONE);
  });

  it('gives a different code for different text', () => {
    expect(qrPath(qrMatrix('a'))).not.toBe(qrPath(qrMatrix('b')));
  });
});
