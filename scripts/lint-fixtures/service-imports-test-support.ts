import { describe } from 'vitest';
import { startTestPayments } from './testing/payments-test-kit';
import { paymentsApiContract } from './testing/contract/payments-api.contract';
import { failureOf } from '@shop/platform/contracts';
import { cacheContract } from '../../../platform/src/cache/cache.contract';
export const pieces = [describe, startTestPayments, paymentsApiContract, failureOf, cacheContract];
