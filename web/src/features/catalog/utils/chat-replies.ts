import { DELIVERY_FEE, FREE_DELIVERY_THRESHOLD, formatRwf, RETURN_POLICY_DAYS, WARRANTY_YEARS } from '@shop/domain';
import { support } from '@/lib/shop-info';

/** The assistant only suggests products in this price band (SPEC section 2, Chat assistant). */
export const CHAT_PRICE_RANGE = { min: 15_000, max: 95_000 } as const;

export const CHAT_GREETING =
  "Hi! I'm the DevShop assistant. Tell me what you're looking for (a keyboard, a mouse, headphones, a monitor…) and I'll suggest products from our catalogue, or ask me about delivery, payment, warranty and returns.";

/** What to look up in the catalogue for a reply. */
export interface ChatRecommendation {
  /** A category of SPEC section 3; absent for general picks. */
  category?: string;
  /** Plural noun for the reply text: 'keyboards'. */
  label: string;
}

export interface ChatReply {
  text: string;
  recommend?: ChatRecommendation;
}

interface ProductTopic {
  pattern: RegExp;
  category: string;
  label: string;
}

const productTopics: ProductTopic[] = [
  { pattern: /\b(key ?boards?|keycaps?|mechanical|typing)\b/, category: 'keyboards', label: 'keyboards' },
  { pattern: /\b(mouse|mice|trackballs?|trackpads?)\b/, category: 'mice', label: 'mice' },
  { pattern: /\b(monitors?|screens?|displays?)\b/, category: 'monitors', label: 'monitors' },
  {
    pattern: /\b(head ?phones?|headsets?|ear ?buds?|earphones?|speakers?|audio|microphones?|mics?|music)\b/,
    category: 'audio',
    label: 'audio products',
  },
  { pattern: /\b(smart ?watch(es)?|watch(es)?|fitness)\b/, category: 'watches', label: 'smartwatches' },
  { pattern: /\b(hoodies?|apparel|shirts?|t-shirts?|clothes|clothing|merch)\b/, category: 'hoodies', label: 'hoodies' },
  { pattern: /\b(laptops?|notebooks?|macbooks?)\b/, category: 'laptops', label: 'laptops' },
  { pattern: /\b(smart ?phones?|phones?|iphones?|android)\b/, category: 'smartphones', label: 'smartphones' },
  { pattern: /\b(tablets?|ipads?)\b/, category: 'tablets', label: 'tablets' },
  {
    pattern: /\b(hubs?|cables?|chargers?|stands?|adapters?|accessor(y|ies)|webcams?|docks?|docking|usb|power ?banks?|lamps?)\b/,
    category: 'accessories',
    label: 'accessories',
  },
];

const band = `${formatRwf(CHAT_PRICE_RANGE.min)} to ${formatRwf(CHAT_PRICE_RANGE.max)}`;

const infoTopics: { pattern: RegExp; text: string }[] = [
  {
    pattern: /\b(deliver(y|ies)?|shipping|ship|courier|bike|arrive)\b/,
    text: `We deliver by bike in 3-4 business days. Delivery is free on orders of ${formatRwf(FREE_DELIVERY_THRESHOLD)} and above; below that it costs ${formatRwf(DELIVERY_FEE)}.`,
  },
  {
    pattern: /\b(pay|paying|payment|momo|mobile money|mtn|airtel|card)\b/,
    text: 'You pay with mobile money: approve a prompt on your phone, or dial the USSD code shown at checkout and upload a screenshot of the confirmation. All prices include 18% VAT.',
  },
  {
    pattern: /\b(warrant(y|ies)|guarantee)\b/,
    text: `Products come with a ${WARRANTY_YEARS}-year warranty from the manufacturer or supplier, and we help you use it.`,
  },
  {
    pattern: /\b(returns?|refunds?|exchange)\b/,
    text: `You can return a product within ${RETURN_POLICY_DAYS} days. See our Returns page for the details.`,
  },
  {
    pattern: /\b(discounts?|coupons?|promo|codes?|deals?|sales?|offers?)\b/,
    text: 'Subscribers to our newsletter get 2% off their first order with the code WELCOME2. Look for the red discount badges in the catalogue too!',
  },
  {
    pattern: /\b(support|contact|help|human|agent|phone number|email)\b/,
    text: `Our support team is available ${support.hours} at ${support.email} or ${support.phone}.`,
  },
];

function normalise(message: string): string {
  return message
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The assistant's answer to a message, chosen by keyword. */
export function chatReplyFor(message: string): ChatReply {
  const text = normalise(message);
  const topic = productTopics.find((t) => t.pattern.test(text));
  if (topic) {
    return {
      text: `Here are some ${topic.label} from our catalogue priced ${band}:`,
      recommend: { category: topic.category, label: topic.label },
    };
  }
  const info = infoTopics.find((t) => t.pattern.test(text));
  if (info) return { text: info.text };
  if (/\b(recommend|suggest|gift|budget|cheap|affordable|popular|best|buy)\b/.test(text)) {
    return { text: `Here are some popular picks priced ${band}:`, recommend: { label: 'products' } };
  }
  if (/\b(thanks|thank you|merci|murakoze)\b/.test(text)) {
    return { text: "You're welcome! Anything else I can help you find?" };
  }
  if (/\b(hi|hello|hey|bonjour|muraho|good (morning|afternoon|evening))\b/.test(text)) {
    return { text: 'Hello! What are you shopping for today: keyboards, mice, monitors, audio or accessories?' };
  }
  return {
    text: `I can suggest keyboards, mice, monitors, audio gear and accessories priced ${band}, or answer questions about delivery, payment, warranty and returns. What are you looking for?`,
  };
}
