import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestContext } from '@shop/platform';

/** Gives every request an id (the caller's, when well-formed), echoes it, and scopes the work to it. */
export const requestContext: RequestHandler = (req, res, next) => {
  const requestId = requestIdFrom(req.get(REQUEST_ID_HEADER));
  res.locals.requestId = requestId;
  res.set(REQUEST_ID_HEADER, requestId);
  runWithRequestContext({ requestId }, () => next());
};
