// The encoder of the `qrcode` package alone, without its canvas and image renderers. It ships no
// types of its own, and @types/qrcode's reference to Node's types would let Buffer and process
// type-check in browser code: its shape is written here instead.
// @ts-expect-error -- an untyped CommonJS module (see above)
import { create as encode } from 'qrcode/lib/core/qrcode.js';

interface QrModules {
  readonly size: number;
  /** 1 for a dark module, 0 for a light one. */
  get(row: number, col: number): number;
}

const create = encode as (text: string, options: { errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H' }) => { modules: QrModules };

/** The light margin a reader needs around the symbol, in modules (ISO/IEC 18004). */
export const QR_QUIET_ZONE = 4;

/** A QR code's modules, row by row: true for dark. */
export type QrMatrix = readonly (readonly boolean[])[];

/** The QR code of `text`, error correction M (about 15% of the symbol may be damaged). */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1));
}

/** The side of the drawing, quiet zone included, in modules. */
export const qrSide = (matrix: QrMatrix): number => matrix.length + QR_QUIET_ZONE * 2;

/**
 * The dark modules as one SVG path, a rectangle per run of dark modules in a row, in module units
 * with the quiet zone around (origin top left, y down). The order page draws it in an <svg> and
 * the PDF with pdf-lib's drawSvgPath, so both show the same squares, with no image to load.
 */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  matrix.forEach((row, rowIndex) => {
    let col = 0;
    while (col < row.length) {
      if (!row[col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < row.length && row[col]) col += 1;
      const x = start + QR_QUIET_ZONE;
      const y = rowIndex + QR_QUIET_ZONE;
      parts.push(`M${x} ${y}H${col + QR_QUIET_ZONE}V${y + 1}H${x}Z`);
    }
  });
  return parts.join('');
}
