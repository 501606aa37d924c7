import { IMAGE_WIDTHS } from '@shop/contracts/product-images';

/**
 * The widths a photo `width` pixels wide is stored at: each of IMAGE_WIDTHS it reaches, and its
 * own width when it is narrower than the widest (a 900 px photo: 320, 640, 900). Never enlarged.
 */
export function storedWidths(width: number): number[] {
  const reached: number[] = IMAGE_WIDTHS.filter((stored) => stored <= width);
  const widest = Math.max(...IMAGE_WIDTHS);
  return width < widest && !reached.includes(width) ? [...reached, width] : reached;
}
