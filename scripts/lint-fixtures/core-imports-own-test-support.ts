import { settlementContract } from './settlement.contract';
import type { SettlementKit } from './testing/settlement-kit';
export { fakeProvider } from '../testing/fake-provider';
export const pieces = [settlementContract];
export type Pieces = [SettlementKit];
