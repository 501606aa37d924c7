// The builder lives in @shop/domain, so the order e-mail shows the same code as checkout.
export { merchantDialCode } from '@shop/domain';
