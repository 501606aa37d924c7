import { PLACEHOLDER_IMAGE } from '@shop/contracts/product-images';
import type { SyntheticEvent } from 'react';

export { PLACEHOLDER_IMAGE };

/** An <img> onError: a picture that cannot load shows the placeholder (only once, so a missing placeholder cannot loop). */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}
