import { objectIdSchema } from '@shop/contracts';

/** A user id in a route: either case, passed on in lower case. */
export const objectIdParam = objectIdSchema.transform((id) => id.toLowerCase());
