import { OBJECT_ID_PATTERN } from '@shop/contracts';
import { z } from 'zod';

const MESSAGE = 'Must be a 24-character id';

/** A user id in a route: either case, passed on in lower case. The length is checked first, alone. */
export const objectIdParam = z
  .string()
  .max(24, { error: MESSAGE, abort: true })
  .regex(OBJECT_ID_PATTERN, MESSAGE)
  .transform((id) => id.toLowerCase());
