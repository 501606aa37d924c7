import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER, clientAddressFrom, requestIdFrom, runWithRequestContext } from '@shop/platform';

/**
 * Gives every request an id (the caller's, when well-formed), echoes it, and scopes the work to
 * it. The request's origin (that id and the client's address, `req.ip` as the app's 'trust proxy'
 * setting reads it) goes with the work: the audit entries of the changes it makes record both.
 */
export const requestContext: RequestHandler = (req, res, next) => {
  const requestId = requestIdFrom(req.get(REQUEST_ID_HEADER));
  res.locals.requestId = requestId;
  res.set(REQUEST_ID_HEADER, requestId);
  const clientAddress = clientAddressFrom(req.ip);
  runWithRequestContext({ requestId, origin: clientAddress ? { requestId, clientAddress } : { requestId } }, () => next());
};
