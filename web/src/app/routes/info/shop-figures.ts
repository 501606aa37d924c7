import {
  DEFAULT_CITY,
  DELIVERY_ESTIMATE_BUSINESS_DAYS,
  DELIVERY_FEE,
  FREE_DELIVERY_THRESHOLD,
  MANUAL_PAYMENT_VERIFICATION_HOURS,
  NEWSLETTER_DISCOUNT_PERCENT,
  RETURN_POLICY_DAYS,
  VAT_RATE,
  WARRANTY_YEARS,
  WELCOME_COUPON_CODE,
  formatRwf,
} from '@shop/domain';

/**
 * The shop's figures as the static pages' messages show them (`{threshold}`, `{years}`…), taken
 * from @shop/domain so that a changed rule changes the prose in every language; money is formatted.
 */
export const shopFigures = {
  vat: Math.round(VAT_RATE * 100),
  fee: formatRwf(DELIVERY_FEE),
  threshold: formatRwf(FREE_DELIVERY_THRESHOLD),
  min: DELIVERY_ESTIMATE_BUSINESS_DAYS.min,
  max: DELIVERY_ESTIMATE_BUSINESS_DAYS.max,
  hours: MANUAL_PAYMENT_VERIFICATION_HOURS,
  days: RETURN_POLICY_DAYS,
  years: WARRANTY_YEARS,
  percent: NEWSLETTER_DISCOUNT_PERCENT,
  code: WELCOME_COUPON_CODE,
  city: DEFAULT_CITY,
} as const;
