import { NEWSLETTER_EMAIL_INVALID } from '@shop/domain';
import { DELIVERY_STATUSES } from '@shop/notifications';
import { limitQuery, pageQuery } from '../catalog/catalog-query.schemas';
import { z } from 'zod';

// Requests are typed loosely on purpose: the notifications service checks the e-mail and the
// token with SPEC's messages (the same checks run over gRPC); these refuse only the wrong type.

export const subscribeBody = z.object({
  email: z.string({ error: NEWSLETTER_EMAIL_INVALID }).max(1000, NEWSLETTER_EMAIL_INVALID).optional(),
});

export const unsubscribeBody = z.object({
  token: z.string({ error: 'Token must be text' }).max(1000, 'Invalid unsubscribe token').optional().describe('From the link of the welcome e-mail'),
});

export const subscribeResultSchema = z.object({
  email: z.string(),
  alreadySubscribed: z.boolean().describe('True when the e-mail was already subscribed: nothing changed'),
});

export const unsubscribeResultSchema = z.object({
  email: z.string(),
  unsubscribed: z.boolean().describe('False when the subscription had already ended'),
});

export const subscriberPageSchema = z.object({
  subscribers: z.array(
    z.object({
      _id: z.string(),
      email: z.string(),
      subscribedAt: z.string(),
      isActive: z.boolean(),
      unsubscribedAt: z.string().optional(),
    }),
  ),
  totalSubscribers: z.number().int(),
  activeSubscribers: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  thisWeek: z.number().int().describe('Subscribed in the last 7 days'),
});

const text = (name: string) => z.string({ error: `${name} must be text` }).max(500_000, `${name} is too long`).optional();

/** The service checks that subject and content hold text, with SPEC's message. */
export const bulkEmailBody = z.object({
  subject: text('Subject'),
  htmlContent: text('HTML content').describe('Sanitised before it is sent'),
  textContent: text('Text content').describe('The HTML with tags stripped; derived from the HTML when blank'),
});

export const bulkEmailResultSchema = z.object({
  successCount: z.number().int().describe('How many active subscribers the e-mail was queued for'),
});

/** RFC 8058: the mail client's POST body is `List-Unsubscribe=One-Click`; the token is in the URL. */
export const oneClickQuery = z.object({
  token: z.string({ error: 'Token must be text' }).max(1000, 'Invalid unsubscribe token').optional().describe('From the List-Unsubscribe header'),
});

export const oneClickBody = z.object({
  'List-Unsubscribe': z.string().max(100).optional().describe('One-Click'),
});

export const subscribersCsvSchema = z.string().describe('CSV (RFC 4180): Email, Subscribed Date, Status; one row per subscriber');

export const deliveryPageSchema = z.object({
  emails: z.array(
    z.object({
      _id: z.string(),
      to: z.string(),
      template: z.string(),
      subject: z.string(),
      eventId: z.string(),
      status: z.enum(DELIVERY_STATUSES),
      attempts: z.number().int(),
      lastError: z.string().optional(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
});

export const deliveryQuery = z.object({
  page: pageQuery,
  limit: limitQuery,
  status: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))
    .pipe(z.enum(DELIVERY_STATUSES, { error: 'Status must be pending, sent or failed' }).optional()),
});
