import { checkoutBody, type CheckoutLine } from '../../gateway/src/testing/checkout-body';

/** A checkout as the demo shopper sends it, paid by manual mobile money. */
export const orderBody = (lines: CheckoutLine[]) => checkoutBody(lines, { name: 'Bench' });
