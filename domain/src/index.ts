// The public surface of @shop/domain: pure shop rules shared by the browser and the services.

export * from './money/rwf';
export * from './money/format-rwf';
export * from './money/vat';

export * from './cart/cart-item';
export * from './cart/cart-totals';
export * from './cart/cart';

export * from './coupon/coupon';
export * from './coupon/coupon-eligibility';

export * from './delivery/delivery-fee';
export * from './delivery/districts';
export * from './delivery/delivery-zones';
export * from './pricing/order-total';
export * from './pricing/discount-percent';

export * from './stock/stock-level';

export * from './order/order-status';
export * from './order/receipt-lines';
export * from './payment/payment-method';
export * from './payment/payment-status';
export * from './payment/provider-status';
export * from './payment/merchant-dial-code';
export * from './payment/wallet';
export * from './fiscal/tax-type';
export * from './fiscal/distribute-discount';
export * from './fiscal/fiscal-totals';
export * from './fiscal/fiscal-receipt-text';
export * from './fiscal/vsdc-time';

export * from './catalog/categories';
export * from './catalog/product-status';
export * from './catalog/product-sort';
export * from './catalog/product-image';

export * from './constants/limits';
export * from './constants/timings';
export * from './constants/store-policy';

export * from './dates/clock';
export * from './dates/instant';
export * from './dates/relative-time';
export * from './dates/delivery-estimate';
export * from './dates/format-date';
export * from './dates/shop-days';

export * from './newsletter/html-to-text';
export * from './newsletter/csv-cells';

export * from './validation/field-error';
export * from './validation/messages';
export * from './validation/email';
export * from './validation/uploaded-file';
export * from './validation/newsletter.validation';
export * from './validation/rwandan-phone';
export * from './validation/checkout.validation';
export * from './validation/luhn';
export * from './validation/card.validation';
export * from './validation/payment.validation';
export * from './validation/image-type';
export * from './validation/proof-file.validation';
export * from './validation/product-image.validation';
export * from './validation/review.validation';
export * from './validation/product-form.validation';
export * from './validation/parse-number';
export * from './validation/bulk-email.validation';
export * from './validation/text-input';
export * from './errors/app-error';
export * from './errors/too-many-attempts';
export * from './search/search-prefixes';

export * from './language/languages';
export * from './language/plural-rules';
