import { pdfContentStreams } from './pdf-text';
import type { Rectangle } from './qr-reader';

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m` applied after `ctm`, as PDF's `cm` operator concatenates them. */
const concat = ([a, b, c, d, e, f]: Matrix, [A, B, C, D, E, F]: Matrix): Matrix => [
  a * A + b * C,
  a * B + b * D,
  c * A + d * C,
  c * B + d * D,
  e * A + f * C + E,
  e * B + f * D + F,
];

const apply = ([a, b, c, d, e, f]: Matrix, x: number, y: number): [number, number] => [a * x + c * y + e, b * x + d * y + f];

/** Content-stream tokens: numbers, names, strings and arrays kept whole, operators. */
function tokens(content: string): string[] {
  return content.match(/\((?:\\.|[^\\)])*\)|<<|>>|<[0-9A-Fa-f\s]*>|\[|\]|\/[^\s/[\]()<>{}%]+|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g) ?? [];
}

/**
 * The areas a PDF fills in pure black (`0 0 0 rg`), on every page, as rectangles in points with
 * y going down: each filled sub-path's bounding box after the transformations (`cm`) in force.
 * Enough to see what pdf-lib draws with drawSvgPath or drawRectangle; text is not included.
 */
export function pdfBlackAreas(bytes: Uint8Array): Rectangle[] {
  const areas: Rectangle[] = [];
  for (const content of pdfContentStreams(bytes)) {
    const stack: { ctm: Matrix; black: boolean }[] = [];
    let ctm: Matrix = IDENTITY;
    let black = false;
    let operands: string[] = [];
    let path: [number, number][][] = [];
    const numbers = () => operands.map(Number);
    for (const token of tokens(content)) {
      if (!/^[A-Za-z'"*]+$/.test(token) || token === 'true' || token === 'false' || token === 'null') {
        operands.push(token);
        continue;
      }
      const n = numbers();
      switch (token) {
        case 'q':
          stack.push({ ctm, black });
          break;
        case 'Q':
          ({ ctm, black } = stack.pop() ?? { ctm: IDENTITY, black: false });
          break;
        case 'cm':
          ctm = concat(n as Matrix, ctm);
          break;
        case 'rg':
          black = n.every((value) => value === 0);
          break;
        case 'm':
          path.push([apply(ctm, n[0]!, n[1]!)]);
          break;
        case 'l':
          path.at(-1)?.push(apply(ctm, n[0]!, n[1]!));
          break;
        case 're': {
          const [x, y, w, h] = n as [number, number, number, number];
          path.push([apply(ctm, x, y), apply(ctm, x + w, y + h)]);
          break;
        }
        case 'f':
        case 'F':
        case 'f*':
          if (black) {
            for (const points of path) {
              const xs = points.map(([x]) => x);
              const ys = points.map(([, y]) => -y);
              areas.push({ x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) });
            }
          }
          path = [];
          break;
        case 'n':
        case 'S':
        case 's':
        case 'B':
        case 'b':
          path = [];
          break;
        default:
          break;
      }
      operands = [];
    }
  }
  return areas;
}
