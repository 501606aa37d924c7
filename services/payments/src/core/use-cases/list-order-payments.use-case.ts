import type { PaymentView } from '../../api/payments-api';
import { toPaymentView } from '../payment/payment';
import type { PaymentsPorts } from '../payments-ports';

/** Every payment attempt of an order, newest first (the admin's view, proofs included). */
export class ListOrderPayments {
  constructor(private readonly deps: Pick<PaymentsPorts, 'payments'>) {}

  async execute(orderId: string): Promise<PaymentView[]> {
    if (typeof orderId !== 'string' || orderId === '') return [];
    return (await this.deps.payments.listForOrder(orderId)).map(toPaymentView);
  }
}
