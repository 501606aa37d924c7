import type { SyntheticEvent } from 'react';

/** Shown when a product has no image (SPEC section 3: image falls back to a placeholder). */
export const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

/** An <img> onError: a picture that cannot load shows the placeholder (only once, so a missing placeholder cannot loop). */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}
