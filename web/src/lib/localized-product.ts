import type { Product, ProductText } from '@shop/contracts';
import type { Language, TranslationLanguage } from '@shop/domain';

/** The texts of a product that come in French and Kinyarwanda too, and where they are. */
export type TranslatableProduct = Pick<Product, 'name' | 'shortDescription' | 'description' | 'features' | 'translations'>;

// One copy per product and language: the same product reads as the same object on every
// render, so memoised children are not redrawn.
const copies: Record<TranslationLanguage, WeakMap<object, object>> = { fr: new WeakMap(), rw: new WeakMap() };

const filled = (text: string | undefined): text is string => Boolean(text?.trim());

/** The language's texts that are there to show: blank ones (and an empty features list) fall back to English. */
function shownTexts(text: ProductText): ProductText {
  const features = text.features?.filter(filled);
  return {
    ...(filled(text.name) ? { name: text.name } : {}),
    ...(filled(text.shortDescription) ? { shortDescription: text.shortDescription } : {}),
    ...(filled(text.description) ? { description: text.description } : {}),
    ...(features?.length ? { features } : {}),
  };
}

/**
 * The product as a shopper reads it in `language`: name, short description, description and
 * features from its translation where that has them, each else the English one. English, or a
 * language with no texts, gives the product itself. For display only: the cart and the
 * wishlist keep the product as it came.
 */
export function localizedProduct<P extends TranslatableProduct>(product: P, language: Language): P {
  if (language === 'en') return product;
  const text = product.translations?.[language];
  if (!text) return product;
  const cached = copies[language].get(product);
  if (cached) return cached as P;
  const shown = shownTexts(text);
  const copy = Object.keys(shown).length > 0 ? { ...product, ...shown } : product;
  copies[language].set(product, copy);
  return copy;
}
