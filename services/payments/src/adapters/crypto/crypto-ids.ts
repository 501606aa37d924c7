import { randomUUID } from 'node:crypto';
import { newId } from '@shop/platform';
import type { Ids } from '../../core/ports/ids.port';

export const cryptoIds: Ids = { objectId: newId, uuid: () => randomUUID() };
