import { PAYMENT_POLL_INTERVAL_MS } from '@shop/domain';
import type { OrdersApi } from '@shop/orders';
import { createLogger } from '@shop/platform';
import type { PaymentsApi } from './api/payments-api';
import { cryptoIds } from './adapters/crypto/crypto-ids';
import type { PaymentsPorts } from './core/payments-ports';
export const pieces = [PAYMENT_POLL_INTERVAL_MS, createLogger, cryptoIds];
export type Pieces = [OrdersApi, PaymentsApi, PaymentsPorts];
