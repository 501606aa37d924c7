import type { Product } from '@shop/contracts';
import { PLACEHOLDER_IMAGE } from '@shop/contracts/product-images';
import { productPath } from '@shop/contracts/site-routes';
import { formatRwf, productImageUrl, type Language } from '@shop/domain';
import { absoluteUrl, type PageHead } from './page-head';
import { previewText } from './preview-messages';

/** The product's name and texts in `language`, English where its translation leaves a field out. */
function textsIn(product: Product, language: Language): { name: string; summary: string } {
  const translated = language === 'en' ? undefined : product.translations[language];
  const summary = translated?.shortDescription || translated?.description || product.shortDescription || product.description;
  return { name: translated?.name || product.name, summary };
}

/** schema.org's word for whether the product can be bought now. */
function availability(product: Product): string {
  return product.stock.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/** The offer: one price, or the range of its variants' prices. */
function offer(product: Product, url: string): Record<string, unknown> {
  const common = { url, priceCurrency: 'RWF', availability: availability(product), itemCondition: 'https://schema.org/NewCondition' };
  const prices = product.variants.map((variant) => variant.price);
  if (prices.length > 1 && Math.min(...prices) !== Math.max(...prices)) {
    return { '@type': 'AggregateOffer', ...common, lowPrice: Math.min(...prices), highPrice: Math.max(...prices), offerCount: prices.length };
  }
  return { '@type': 'Offer', ...common, price: product.price };
}

/** What a product's page tells a link preview and a search engine (schema.org Product). */
export function productPageHead(product: Product, language: Language, publicUrl: string): PageHead {
  const { name, summary } = textsIn(product, language);
  const canonicalPath = productPath(product._id);
  const image = productImageUrl(product, PLACEHOLDER_IMAGE);
  const media = product.media[image];
  const images = [image, ...product.images.gallery.filter((url) => url && url !== image)]
    .map((url) => absoluteUrl(publicUrl, url))
    .filter((url): url is string => Boolean(url));
  const structuredData: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    image: images,
    description: summary,
    sku: product.fiscal.itemCode,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    offers: offer(product, absoluteUrl(publicUrl, canonicalPath)!),
  };
  if (product.rating.count > 0) {
    structuredData.aggregateRating = { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count };
  }
  return {
    language,
    title: previewText(language, 'product.title', { name }),
    description: previewText(language, 'product.description', { price: formatRwf(product.price), summary }).trim(),
    canonicalPath,
    type: 'product',
    image: { url: image, alt: name, width: media?.width, height: media?.height },
    price: product.price,
    structuredData,
  };
}
