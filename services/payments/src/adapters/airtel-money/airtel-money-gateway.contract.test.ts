import { createLogger } from '@shop/platform';
import { mobileMoneyGatewayContract } from '../../testing/contract/mobile-money-gateway.contract';
import { AirtelSimulator } from '../airtel-simulator/airtel-simulator';
import { AIRTEL_TEST_NUMBERS } from '../airtel-simulator/airtel-test-numbers';
import { AirtelMoneyGateway } from './airtel-money-gateway';

const logger = createLogger({ service: 'airtel-test', level: 'silent' });

mobileMoneyGatewayContract(
  'airtel',
  async () => {
    const simulator = await AirtelSimulator.start({ approveAfterMs: 0 });
    return {
      gateway: new AirtelMoneyGateway({ baseUrl: simulator.url, ...simulator.credentials, logger }),
      numbers: AIRTEL_TEST_NUMBERS,
      paymentsAtProvider: () => simulator.transactions.size,
      refundedAtProvider: (paymentReference) =>
        [...simulator.refunds.values()].filter((refund) => refund.transactionId === paymentReference).reduce((sum, refund) => sum + refund.amount, 0),
      close: () => simulator.close(),
    };
  },
  { partialRefunds: false, refundStatus: false },
);
