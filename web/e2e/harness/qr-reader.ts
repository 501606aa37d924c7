import jsQR from 'jsqr';

/** A dark rectangle of a drawing, y going down (as on screen). */
export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Reads a QR code the way a phone camera would see it printed: the dark rectangles are painted
 * on white at `pixelsPerUnit` (with a white margin), the picture is given to a QR decoder
 * (jsQR), and its text comes back; null when no QR code can be read.
 */
export function readQrCode(rectangles: readonly Rectangle[], pixelsPerUnit = 4): string | null {
  if (rectangles.length === 0) return null;
  const left = Math.min(...rectangles.map((r) => r.x));
  const top = Math.min(...rectangles.map((r) => r.y));
  const right = Math.max(...rectangles.map((r) => r.x + r.width));
  const bottom = Math.max(...rectangles.map((r) => r.y + r.height));
  const margin = Math.ceil(((right - left) / 5) * pixelsPerUnit);
  const width = Math.ceil((right - left) * pixelsPerUnit) + margin * 2;
  const height = Math.ceil((bottom - top) * pixelsPerUnit) + margin * 2;
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const r of rectangles) {
    const x0 = margin + Math.round((r.x - left) * pixelsPerUnit);
    const x1 = margin + Math.round((r.x + r.width - left) * pixelsPerUnit);
    const y0 = margin + Math.round((r.y - top) * pixelsPerUnit);
    const y1 = margin + Math.round((r.y + r.height - top) * pixelsPerUnit);
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) pixels.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** The rectangles of an SVG path made of `M x y H x V y H x Z` runs (as qrPath writes them). */
export function svgPathRectangles(path: string): Rectangle[] {
  return [...path.matchAll(/M([\d.]+) ([\d.]+)H([\d.]+)V([\d.]+)H[\d.]+Z/g)].map(([, x, y, right, bottom]) => ({
    x: Number(x),
    y: Number(y),
    width: Number(right) - Number(x),
    height: Number(bottom) - Number(y),
  }));
}
