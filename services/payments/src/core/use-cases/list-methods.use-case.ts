import { formatRwf, isRwfAmount, MANUAL_PAYMENT_VERIFICATION_HOURS, WALLET_NAMES, WALLETS } from '@shop/domain';
import type { PaymentMethods } from '../../api/payments-api';
import { merchantDialCode } from '../payment/dial-code';
import type { PaymentsPorts } from '../payments-ports';

/**
 * The methods checkout offers, with what it shows for each: none whose provider is not
 * configured. The prompt ("momo") lists the wallets it can go to; it is offered while one can.
 */
export class ListMethods {
  constructor(private readonly deps: Pick<PaymentsPorts, 'rules' | 'wallets' | 'cards'>) {}

  async execute(totalForDialCode?: number): Promise<PaymentMethods> {
    const { rules, wallets, cards } = this.deps;
    const offered = WALLETS.filter((wallet) => !wallets[wallet].unconfigured);
    const amount = totalForDialCode !== undefined && isRwfAmount(totalForDialCode) && totalForDialCode > 0 ? totalForDialCode : undefined;
    const dialCode = merchantDialCode(rules.merchantCode, amount);
    const total = amount === undefined ? 'the order total' : formatRwf(amount);
    return {
      manual_momo: {
        id: 'manual_momo',
        name: 'MTN Mobile Money (manual)',
        instructions:
          `Dial ${dialCode} on your MTN line and pay ${total} to merchant ${rules.merchantCode}, ` +
          `then upload a screenshot of the confirmation message. We verify payments within ${MANUAL_PAYMENT_VERIFICATION_HOURS} hours. ` +
          `Questions? Call ${rules.supportPhone}.`,
        enabled: true,
        testMode: false,
        dialCode,
        merchantCode: rules.merchantCode,
        supportPhone: rules.supportPhone,
      },
      ...(offered.length === 0
        ? {}
        : {
            momo: {
              id: 'momo',
              name: 'MTN Mobile Money',
              instructions: 'You will get a prompt on your phone. Enter your Mobile Money PIN to approve the payment.',
              enabled: true,
              testMode: offered.every((wallet) => wallets[wallet].testMode),
              wallets: offered.map((wallet) => ({ id: wallet, name: WALLET_NAMES[wallet], enabled: true, testMode: wallets[wallet].testMode })),
            },
          }),
      ...(cards.unconfigured
        ? {}
        : {
            stripe: {
              id: 'stripe',
              name: 'Card',
              instructions: 'Pay with Visa or Mastercard. Card details go straight to the payment provider and are never stored.',
              enabled: true,
              testMode: cards.testMode,
            },
          }),
    };
  }
}
