import type { PaymentMethodInfo } from '@shop/contracts';
import type { PaymentMethod } from '@shop/domain';
import type { Logger } from '@shop/platform';
import { z } from 'zod';
import type { PaymentsPorts } from '../core/payments-ports';
export const methodSchema = z.string();
export type Pieces = [PaymentMethodInfo, PaymentMethod, Logger, PaymentsPorts];
