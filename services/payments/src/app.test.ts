import { describe } from 'vitest';
import { paymentsApiContract } from './api/payments-api.contract';
import { startTestPayments } from './testing/payments-test-kit';

describe('PaymentsApi in process', () => paymentsApiContract(() => startTestPayments()));
