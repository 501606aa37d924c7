import type { Sharp } from 'sharp';
import { IMAGE_PLACEHOLDER_MAX } from '@shop/contracts/product-images';

/** Wide enough to hint at the photo's colours and shapes, small enough to travel with the product. */
const PLACEHOLDER_WIDTH = 16;
const QUALITIES = [50, 30, 10];

/**
 * A blurred WebP about 16 pixels wide, as a data URL the page shows until the photo arrives;
 * a lower quality when it would not fit IMAGE_PLACEHOLDER_MAX.
 */
export async function placeholderOf(image: Sharp): Promise<string> {
  const tiny = image.clone().resize({ width: PLACEHOLDER_WIDTH, withoutEnlargement: true }).blur(1);
  for (const quality of QUALITIES) {
    const url = `data:image/webp;base64,${(await tiny.clone().webp({ quality, alphaQuality: quality }).toBuffer()).toString('base64')}`;
    if (url.length <= IMAGE_PLACEHOLDER_MAX) return url;
  }
  throw new Error(`The placeholder does not fit in ${IMAGE_PLACEHOLDER_MAX} characters`);
}
