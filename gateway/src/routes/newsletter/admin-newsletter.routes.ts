import { bulkEmailBodySchema, bulkEmailResultSchema, deliveryPageSchema, subscriberPageSchema, textMessagePageSchema } from '@shop/contracts';
import { subscriberCsvHeader, subscriberCsvRow, subscribersCsvFilename } from '@shop/domain';
import type { NotificationsApi } from '@shop/notifications';
import { currentUser } from '../../auth/current-user';
import { pageOnlyQuery } from '../catalog/catalog-query.schemas';
import { defineRoute, type RouteDefinition } from '../route';
import { sendCsvDownload } from './csv-download';
import type { NewsletterRouteDeps } from './newsletter-route-deps';
import { deliveryQuery, subscribersCsvSchema, textMessageQuery } from './newsletter.schemas';

/** The admin newsletter screen (SPEC: /admin/newsletter), the send log and the SMS log. */
export function adminNewsletterRoutes(deps: Pick<NewsletterRouteDeps, 'notifications'> & { now?: () => Date }): RouteDefinition[] {
  const { notifications } = deps;
  const now = deps.now ?? (() => new Date());
  return [
    defineRoute({
      method: 'get',
      path: '/newsletter/subscribers',
      summary: 'Newsletter subscribers, newest first (20 per page unless asked, at most 100), with the totals and the last 7 days',
      tags: ['admin', 'newsletter'],
      access: 'admin',
      request: { query: pageOnlyQuery },
      response: subscriberPageSchema,
      handler: async ({ query }) => ({ data: await notifications.listSubscribers(query) }),
    }),
    defineRoute({
      method: 'get',
      path: '/newsletter/subscribers/export',
      summary: 'Every subscriber as a CSV download (Email, Subscribed Date, Status), streamed as it is read',
      tags: ['admin', 'newsletter'],
      access: 'admin',
      response: subscribersCsvSchema,
      produces: 'text/csv',
      handler: async ({ res }) => {
        await sendCsvDownload(res, subscribersCsvFilename(now()), subscriberCsv(notifications));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/newsletter/bulk-email',
      summary: 'Queue an e-mail to every active subscriber (HTML sanitised, each with its own unsubscribe link); sent in the background',
      tags: ['admin', 'newsletter'],
      access: 'admin',
      request: { body: bulkEmailBodySchema },
      response: bulkEmailResultSchema,
      handler: async ({ body, res }) => {
        const result = await notifications.sendBulkEmail({
          subject: body.subject ?? '',
          htmlContent: body.htmlContent ?? '',
          textContent: body.textContent ?? '',
          actorId: currentUser(res).id,
          actorEmail: currentUser(res).email,
        });
        return { data: { successCount: result.successCount }, message: result.message };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/admin/emails',
      summary: 'The send log, newest first (20 per page): every e-mail the shop sent or owes; status=failed lists those that gave up after their retries',
      tags: ['admin', 'newsletter'],
      access: 'admin',
      request: { query: deliveryQuery },
      response: deliveryPageSchema,
      handler: async ({ query }) => ({ data: await notifications.listDeliveries(query) }),
    }),
    defineRoute({
      method: 'get',
      path: '/admin/sms',
      summary: 'The SMS log, newest first (20 per page): every text message the shop sent or owes, with its provider, parts, cost and why one failed',
      tags: ['admin', 'sms'],
      access: 'admin',
      request: { query: textMessageQuery },
      response: textMessagePageSchema,
      handler: async ({ query }) => ({ data: await notifications.listTextMessages(query) }),
    }),
  ];
}

/** The header row, then one row per subscriber as the service streams them. */
async function* subscriberCsv(notifications: NotificationsApi): AsyncGenerator<string> {
  yield subscriberCsvHeader();
  for await (const subscriber of notifications.exportSubscribers()) yield subscriberCsvRow(subscriber);
}
