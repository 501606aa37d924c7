import { z } from 'zod';
import { ORDER_STATUSES } from '@shop/domain';
import { OBJECT_ID_PATTERN } from './ids';
export const idSchema = z.string().regex(OBJECT_ID_PATTERN);
export const statusSchema = z.enum(ORDER_STATUSES);
