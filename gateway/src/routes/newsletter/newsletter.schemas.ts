import { NEWSLETTER_EMAIL_INVALID } from '@shop/domain';
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
