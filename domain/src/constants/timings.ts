// Durations of SPEC section 9, all in milliseconds.

/** Product cache lifetime: 5 minutes. */
export const PRODUCT_CACHE_TIMEOUT_MS = 300_000;
/** A product page sends its view count after 2 s. */
export const VIEW_COUNT_DELAY_MS = 2_000;

/** A mobile-money prompt is polled every 10 s, at most 30 times (5 minutes). */
export const PAYMENT_POLL_INTERVAL_MS = 10_000;
export const PAYMENT_POLL_MAX_ATTEMPTS = 30;
/** The first check of a new prompt comes sooner, so an instant approval is not kept waiting 10 s. */
export const PAYMENT_FIRST_POLL_DELAY_MS = 2_000;

export const TOAST_DURATION_MS = 3_000;
export const NEWSLETTER_MESSAGE_RESET_MS = 5_000;
export const PROMO_MESSAGE_CLEAR_MS = 5_000;
export const PROMO_MESSAGE_CLEAR_AFTER_REMOVAL_MS = 3_000;
export const CHAT_REPLY_DELAY_MS = 1_000;
export const CARD_SUCCESS_REDIRECT_MS = 2_000;
export const MANUAL_MOMO_SUCCESS_REDIRECT_MS = 3_000;
export const ORDER_STATUS_MESSAGE_CLEAR_MS = 3_000;
export const FILTER_DEBOUNCE_MS = 500;

/** Health check before social login: 5 s time-out, 3 attempts, backoff 1, 2, 4 s. */
export const HEALTH_CHECK_TIMEOUT_MS = 5_000;
export const HEALTH_CHECK_ATTEMPTS = 3;
export const HEALTH_CHECK_BACKOFF_MS = [1_000, 2_000, 4_000] as const;
