import { DELIVERY_STATUSES, limitQuery, optionalParam, pageQuery, SMS_STATUSES } from '@shop/contracts';
import { z } from 'zod';

// The bodies and answers the web sends and reads are the newsletter contract's (@shop/contracts);
// these are what a mail client sends, the CSV download and the send log's filters.

/** RFC 8058: the mail client's POST body is `List-Unsubscribe=One-Click`; the token is in the URL. */
export const oneClickQuery = z.object({
  token: z.string({ error: 'Token must be text' }).max(1000, 'Invalid unsubscribe token').optional().describe('From the List-Unsubscribe header'),
});

export const oneClickBody = z.object({
  'List-Unsubscribe': z.string().max(100).optional().describe('One-Click'),
});

export const subscribersCsvSchema = z.string().describe('CSV (RFC 4180): Email, Subscribed Date, Status; one row per subscriber');

export const deliveryQuery = z.object({
  page: pageQuery,
  limit: limitQuery,
  status: optionalParam(z.enum(DELIVERY_STATUSES, { error: 'Status must be pending, sent or failed' })),
});

export const textMessageQuery = z.object({
  page: pageQuery,
  limit: limitQuery,
  status: optionalParam(z.enum(SMS_STATUSES, { error: 'Status must be pending, sent, delivered or failed' })),
});
