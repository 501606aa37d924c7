// The newsletter's HTTP API (notifications): the `data` of successful envelopes (SPEC section 3,
// Subscriber) and what the web sends. The gateway validates and documents them (OpenAPI); the web
// uses the types.
import { EMAIL_MAX_LENGTH, LANGUAGES, NEWSLETTER_EMAIL_INVALID } from '@shop/domain';
import { z } from 'zod';
import { paginationSchema } from './pagination';

// Requests are typed loosely on purpose: the notifications service checks the e-mail and the
// token with SPEC's messages (the same checks run over gRPC); these refuse only the wrong type.

export const subscribeBodySchema = z.object({
  email: z.string({ error: NEWSLETTER_EMAIL_INVALID }).trim().max(EMAIL_MAX_LENGTH, NEWSLETTER_EMAIL_INVALID).optional(),
  language: z
    .enum(LANGUAGES, { error: 'Language must be en, fr or rw' })
    .optional()
    .describe('en, fr or rw: the language of the subscriber’s e-mails, the welcome e-mail first; default en'),
});
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

export const unsubscribeBodySchema = z.object({
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

/** The newsletter list counts its pages its own way (SPEC section 3, Pagination). */
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
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;
export type Subscriber = SubscriberPage['subscribers'][number];

const text = (name: string) => z.string({ error: `${name} must be text` }).max(500_000, `${name} is too long`).optional();

/** The service checks that subject and content hold text, with SPEC's message. */
export const bulkEmailBodySchema = z.object({
  subject: text('Subject'),
  htmlContent: text('HTML content').describe('Sanitised before it is sent'),
  textContent: text('Text content').describe('The HTML with tags stripped; derived from the HTML when blank'),
});
export type BulkEmailBody = z.input<typeof bulkEmailBodySchema>;

export const bulkEmailResultSchema = z.object({
  successCount: z.number().int().describe('How many active subscribers the e-mail was queued for'),
});
export type BulkEmailAnswer = z.infer<typeof bulkEmailResultSchema>;

/** pending: not sent yet (or waiting for a retry); failed: gave up after its retries. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The send log (GET /admin/emails). */
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
  pagination: paginationSchema,
});
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;
export type Delivery = DeliveryPage['emails'][number];
