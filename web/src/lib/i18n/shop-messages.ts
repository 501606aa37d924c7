import {
  AUTH_REQUIRED,
  BULK_EMAIL_INCOMPLETE,
  CARD_MESSAGES,
  CHECKOUT_EMPTY_CART,
  CHECKOUT_LOGIN_REQUIRED,
  CHECKOUT_MESSAGES,
  COUPON_APPLIED_MESSAGE,
  COUPON_MESSAGES,
  COUPON_REMOVED_MESSAGE,
  FILE_MESSAGES,
  NEWSLETTER_EMAIL_INVALID,
  PAYMENT_MESSAGES,
  PRODUCT_FORM_MESSAGES,
  REVIEW_MESSAGES,
  UNSUBSCRIBE_TOKEN_MISSING,
} from '@shop/domain';
import { i18n } from './i18n';
import { translate, type MessageKey } from './use-t';

/**
 * The shop's own messages (@shop/domain's validation, coupon and checkout texts, SPEC's where it
 * gives them) by catalogue key: the browser's validation and the server's answers both speak
 * them in English, and the screens show them in the shopper's language. The English catalogue
 * holds the same texts (a test compares them).
 */
export const SHOP_MESSAGES: Readonly<Record<string, string>> = {
  ...grouped('checkout', CHECKOUT_MESSAGES),
  ...grouped('payment', PAYMENT_MESSAGES),
  ...grouped('card', CARD_MESSAGES),
  ...grouped('file', FILE_MESSAGES),
  ...grouped('review', REVIEW_MESSAGES),
  ...grouped('product', PRODUCT_FORM_MESSAGES),
  ...grouped('coupon', COUPON_MESSAGES),
  'messages.coupon.applied': COUPON_APPLIED_MESSAGE,
  'messages.coupon.removed': COUPON_REMOVED_MESSAGE,
  'messages.newsletter.emailInvalid': NEWSLETTER_EMAIL_INVALID,
  'messages.bulkEmailIncomplete': BULK_EMAIL_INCOMPLETE,
  'messages.authRequired': AUTH_REQUIRED,
  'messages.checkoutLoginRequired': CHECKOUT_LOGIN_REQUIRED,
  'messages.checkoutEmptyCart': CHECKOUT_EMPTY_CART,
  'messages.unsubscribeTokenMissing': UNSUBSCRIBE_TOKEN_MISSING,
};

function grouped(group: string, messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([name, text]) => [`messages.${group}.${name}`, text]));
}

const keyOfText = new Map(Object.entries(SHOP_MESSAGES).map(([key, text]) => [text, key]));

/**
 * `text` in the current language when it is one of the shop's own messages; any other text (a
 * name, a message the server wrote itself) as it is.
 */
export function localMessage(text: string): string {
  const key = keyOfText.get(text);
  return key && i18n.messages[key] !== undefined ? i18n._(key) : text;
}

/**
 * A reader of the English texts a service answers with (`keys`: text → catalogue key), in the
 * current language; a text it does not list reads as one of the shop's own messages, or as it is.
 */
export function serverMessages(keys: Readonly<Record<string, MessageKey>>): (text: string) => string {
  return (text) => {
    const key = keys[text];
    return key ? translate(key) : localMessage(text);
  };
}
