import { describe } from 'vitest';
import { paymentsApiContract } from './testing/contract/payments-api.contract';
import { startTestPayments } from './testing/payments-test-kit';

describe('PaymentsApi in process', () => paymentsApiContract(() => startTestPayments()));
