import {
  DEFAULT_DELIVERY_ZONES,
  DELIVERY_ESTIMATE_BUSINESS_DAYS,
  DELIVERY_FEE,
  FREE_DELIVERY_THRESHOLD,
  formatRwf,
  NEWSLETTER_DISCOUNT_PERCENT,
  RETURN_POLICY_DAYS,
  VAT_RATE,
  WARRANTY_YEARS,
  WELCOME_COUPON_CODE,
  zoneForDistrict,
  type DeliveryZone,
} from '@shop/domain';
import { translate, type MessageKey } from '@/lib/i18n/use-t';
import { support } from '@/lib/shop-info';
import { priceLimitIn, type PriceLimit } from './chat-price';
import {
  deliveryWords,
  discountWords,
  greetingWords,
  normalise,
  orderWords,
  paymentWords,
  placeIn,
  productKinds,
  recommendWords,
  returnWords,
  supportWords,
  thanksWords,
  warrantyWords,
} from './chat-words';

/** The assistant only suggests products in this price band (SPEC section 2, Chat assistant). */
export const CHAT_PRICE_RANGE = { min: 15_000, max: 95_000 } as const;

export interface PriceRange {
  min: number;
  max: number;
}

/** What to look up in the catalogue for a reply. */
export interface ChatRecommendation {
  /** A category of SPEC section 3; absent for general picks. */
  category?: string;
  /** The plural noun of the reply: 'chat.label.keyboards'. */
  label: MessageKey;
  /** The part of the chat's price band the shopper asked for. */
  price: PriceRange;
}

export interface ChatLink {
  to: string;
  label: string;
}

/** The assistant's answer, in the current language. */
export interface ChatReply {
  text: string;
  recommend?: ChatRecommendation;
  link?: ChatLink;
  /** Answer with the shopper's latest order instead (chat-latest-order.ts). */
  lookup?: 'latest-order';
}

export const chatGreeting = (): string => translate('chat.greeting');

const band = (range: PriceRange) => ({ min: formatRwf(range.min), max: formatRwf(range.max) });

/** The part of the chat's price band within the shopper's limit; null when none of it is. */
export function chatPriceRange(limit: PriceLimit = {}): PriceRange | null {
  const min = Math.max(CHAT_PRICE_RANGE.min, limit.min ?? 0);
  const max = Math.min(CHAT_PRICE_RANGE.max, limit.max ?? Infinity);
  return min <= max ? { min, max } : null;
}

function listingPath(category: string | undefined, price: PriceLimit): string {
  const query = [
    category ? `category=${category}` : '',
    price.min === undefined ? '' : `minPrice=${price.min}`,
    price.max === undefined ? '' : `maxPrice=${price.max}`,
  ].filter(Boolean);
  return query.length ? `/products?${query.join('&')}` : '/products';
}

/** The link under recommended products: the listing of that kind in the same range. */
export function recommendationLink(recommend: ChatRecommendation): ChatLink {
  const to = listingPath(recommend.category, recommend.price);
  return recommend.category
    ? { to, label: translate('chat.link.seeAll', { label: translate(recommend.label) }) }
    : { to, label: translate('chat.link.seeEverything') };
}

/** The answer when no product of the recommendation is in stock. */
export function noProductsReply(recommend: ChatRecommendation): ChatReply {
  return {
    text: translate('chat.reply.noProducts', { label: translate(recommend.label), ...band(recommend.price) }),
    link: { to: recommend.category ? `/products/${recommend.category}` : '/products', label: translate('chat.link.browse') },
  };
}

/** Products of a kind (or popular picks) within the shopper's price limit. */
function recommendation(kind: { category: string; label: MessageKey } | undefined, limit: PriceLimit | undefined): ChatReply {
  const price = chatPriceRange(limit);
  if (!price) {
    return {
      text: translate('chat.reply.outOfRange', band(CHAT_PRICE_RANGE)),
      link: { to: listingPath(kind?.category, limit ?? {}), label: translate('chat.link.browse') },
    };
  }
  if (!kind) return { text: translate('chat.reply.picks', band(price)), recommend: { label: 'chat.label.products', price } };
  return {
    text: translate('chat.reply.products', { label: translate(kind.label), ...band(price) }),
    recommend: { category: kind.category, label: kind.label, price },
  };
}

/** Delivery to a district is its zone's; anywhere else (or a district in no zone), SPEC's Kigali rule. */
function deliveryReply(place: string | undefined, zones: readonly DeliveryZone[]): ChatReply {
  const zone = place ? zoneForDistrict(zones, place) : undefined;
  const rule = {
    minDays: zone?.estimate.minDays ?? DELIVERY_ESTIMATE_BUSINESS_DAYS.min,
    maxDays: zone?.estimate.maxDays ?? DELIVERY_ESTIMATE_BUSINESS_DAYS.max,
    threshold: formatRwf(zone?.freeFrom ?? FREE_DELIVERY_THRESHOLD),
    fee: formatRwf(zone?.fee ?? DELIVERY_FEE),
  };
  return { text: place ? translate('chat.reply.deliveryTo', { place, ...rule }) : translate('chat.reply.delivery', rule) };
}

/** Questions answered in words alone, in the order they are tried. */
const infoTopics: { pattern: RegExp; reply: () => string }[] = [
  { pattern: paymentWords, reply: () => translate('chat.reply.payment', { vat: Math.round(VAT_RATE * 100) }) },
  { pattern: warrantyWords, reply: () => translate('chat.reply.warranty', { years: WARRANTY_YEARS }) },
  { pattern: returnWords, reply: () => translate('chat.reply.returns', { days: RETURN_POLICY_DAYS }) },
  {
    pattern: discountWords,
    reply: () => translate('chat.reply.discounts', { percent: NEWSLETTER_DISCOUNT_PERCENT, code: WELCOME_COUPON_CODE }),
  },
];

const supportReply = () => translate('chat.reply.support', { hours: support.hours, email: support.email, phone: support.phone });

/**
 * The assistant's answer to a message in English, French or Kinyarwanda, chosen by keyword and
 * written in the current language: products by kind and price, delivery (to a district, priced
 * with `zones`: the shop's stored table, or its seeded one until that is loaded), payment,
 * warranty, returns, the latest order, discounts and support.
 */
export function chatReplyFor(message: string, zones: readonly DeliveryZone[] = DEFAULT_DELIVERY_ZONES): ChatReply {
  const text = normalise(message);
  const kind = productKinds.find((k) => k.pattern.test(text));
  const limit = priceLimitIn(text);
  if (kind) return recommendation(kind, limit);
  const place = placeIn(text);
  if (deliveryWords.test(text)) return deliveryReply(place, zones);
  const info = infoTopics.find((t) => t.pattern.test(text));
  if (info) return { text: info.reply() };
  if (orderWords.test(text)) return { text: '', lookup: 'latest-order' };
  if (supportWords.test(text)) return { text: supportReply() };
  if (place) return deliveryReply(place, zones);
  if (limit || recommendWords.test(text)) return recommendation(undefined, limit);
  if (thanksWords.test(text)) return { text: translate('chat.reply.welcome') };
  if (greetingWords.test(text)) return { text: translate('chat.reply.hello') };
  return { text: translate('chat.reply.fallback', band(CHAT_PRICE_RANGE)) };
}
