import type { MomoSimulator } from '../adapters/momo-simulator/momo-simulator';
import { MOMO_TEST_NUMBERS } from '../adapters/momo-simulator/momo-test-numbers';
export { SimulatedCardGateway } from '../adapters/card/simulated-card-gateway';
export const loadGateway = () => import('../adapters/card/stripe-card-gateway');
export type Pieces = [MomoSimulator, typeof MOMO_TEST_NUMBERS];
