import { createLogger } from '@shop/platform';
import { mobileMoneyGatewayContract } from '../../testing/contract/mobile-money-gateway.contract';
import { MomoSimulator } from '../momo-simulator/momo-simulator';
import { MOMO_TEST_NUMBERS } from '../momo-simulator/momo-test-numbers';
import { MtnMomoCollectionGateway } from './mtn-momo-collection-gateway';

const logger = createLogger({ service: 'momo-test', level: 'silent' });

mobileMoneyGatewayContract(
  'mtn',
  async () => {
    const simulator = await MomoSimulator.start({ approveAfterMs: 0 });
    const gateway = new MtnMomoCollectionGateway({
      baseUrl: simulator.url,
      ...simulator.credentials,
      disbursement: simulator.disbursementCredentials,
      targetEnvironment: simulator.targetEnvironment,
      logger,
    });
    return {
      gateway,
      numbers: MOMO_TEST_NUMBERS,
      paymentsAtProvider: () => simulator.requests.size,
      refundedAtProvider: (paymentReference) =>
        [...simulator.refunds.values()]
          .filter((refund) => refund.referenceIdToRefund === paymentReference && refund.status === 'SUCCESSFUL')
          .reduce((sum, refund) => sum + Number(refund.amount), 0),
      close: () => simulator.close(),
    };
  },
  { partialRefunds: true, refundStatus: true },
);
