import { DEMO_ACCESSORIES } from './demo-catalogue.accessories';
import { DEMO_AUDIO } from './demo-catalogue.audio';
import { DEMO_DESK_ACCESSORIES } from './demo-catalogue.desk';
import { DEMO_KEYBOARDS } from './demo-catalogue.keyboards';
import { DEMO_LAPTOPS } from './demo-catalogue.laptops';
import { DEMO_MICE } from './demo-catalogue.mice';
import { DEMO_MOBILE } from './demo-catalogue.mobile';
import { DEMO_MONITORS } from './demo-catalogue.monitors';
import { DEMO_OTHER } from './demo-catalogue.other';
import { DEMO_TRANSLATIONS } from './demo-catalogue.translations';
import { DEMO_WEARABLES } from './demo-catalogue.wearables';
import type { DemoProduct } from './demo-product';

export type { DemoBadge, DemoProduct, DemoReview } from './demo-product';

/**
 * The demo catalogue seeded into an empty store: every category, RWF prices with VAT included,
 * some featured, discounted, badged, low on stock or sold out, about half with reviews.
 * Images are site paths served from web/public (the contracts' PLACEHOLDER_IMAGE is the fallback).
 * Some carry French and Kinyarwanda texts (DEMO_TRANSLATIONS).
 */
export const DEMO_PRODUCTS: DemoProduct[] = [
  ...DEMO_MONITORS,
  ...DEMO_KEYBOARDS,
  ...DEMO_MICE,
  ...DEMO_AUDIO,
  ...DEMO_ACCESSORIES,
  ...DEMO_DESK_ACCESSORIES,
  ...DEMO_WEARABLES,
  ...DEMO_LAPTOPS,
  ...DEMO_MOBILE,
  ...DEMO_OTHER,
].map((product) => {
  const translations = DEMO_TRANSLATIONS[product.name];
  return translations ? { ...product, translations } : product;
});
