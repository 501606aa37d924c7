// The shop's promises to shoppers (SPEC sections 1 and 9).

/** Newsletter subscribers get 2% off their first order with this code. */
export const WELCOME_COUPON_CODE = 'WELCOME2';
export const NEWSLETTER_DISCOUNT_PERCENT = 2;
export const WARRANTY_YEARS = 2;
export const RETURN_POLICY_DAYS = 30;
/** Bike delivery takes 3-4 business days. */
export const DELIVERY_ESTIMATE_BUSINESS_DAYS = { min: 3, max: 4 } as const;
/** The confirmation page estimates delivery 3 days from today. */
export const CONFIRMATION_ESTIMATE_DAYS = 3;
export const MANUAL_PAYMENT_VERIFICATION_HOURS = 24;
export const DEFAULT_CITY = 'Kigali';
export const COUNTRY = 'Rwanda';

/** Fixed marketing texts of the home page; never read from the server. */
export const MARKETING_FIGURES = { developers: '5K+', products: '100+', uptime: '99%' } as const;
