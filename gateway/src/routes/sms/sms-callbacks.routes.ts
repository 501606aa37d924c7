import { createHash, timingSafeEqual } from 'node:crypto';
import { inboundSmsResultSchema, smsDeliveryReportResultSchema } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { NotificationsApi } from '@shop/notifications';
import { readAfricasTalkingDeliveryReport, readAfricasTalkingInboundSms } from '@shop/platform/sms';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route';

export interface SmsCallbackDeps {
  notifications: NotificationsApi;
  /** SMS_CALLBACK_SECRET; unset, the callbacks answer 404. */
  secret: string | undefined;
  now?: () => Date;
}

const tags = ['sms'];
const field = (max: number) => z.string().max(max).optional();

/** The secret the callback URL carries, in the query (request logs keep the path only). */
const secretQuery = z.object({ secret: z.string().max(200).optional() });

/** What Africa's Talking posts for a message to the shop's number (form fields). */
const inboundForm = z.object({ from: field(40), to: field(40), text: field(2000), date: field(40), id: field(100), linkId: field(100) });
/** What Africa's Talking posts for a delivery report (form fields). */
const reportForm = z.object({
  id: field(100),
  status: field(40),
  phoneNumber: field(40),
  networkCode: field(20),
  failureReason: field(200),
  retryCount: field(10),
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The SMS providers' callbacks: a customer's reply (STOP, HAGARIKA; START, TANGIRA) and delivery
 * reports. A provider signs neither, so each URL carries SMS_CALLBACK_SECRET, compared in constant time.
 */
export function smsCallbackRoutes(deps: SmsCallbackDeps): RouteDefinition[] {
  const { notifications } = deps;
  const now = deps.now ?? (() => new Date());
  const checkSecret = (given: string | undefined) => {
    if (!deps.secret) throw new AppError('not_found', 'SMS callbacks are not set up on this shop');
    if (given === undefined || !timingSafeEqual(digest(given), digest(deps.secret))) throw new AppError('unauthenticated', 'Unknown callback secret');
  };
  return [
    defineRoute({
      method: 'post',
      path: '/sms/africastalking/inbound',
      summary: "Africa's Talking: a message to the shop's number. STOP or HAGARIKA stops that number's SMS updates; START or TANGIRA brings them back",
      tags,
      access: 'public',
      request: { query: secretQuery, body: inboundForm, form: true },
      response: inboundSmsResultSchema,
      handler: async ({ query, body }) => {
        checkSecret(query.secret);
        const message = readAfricasTalkingInboundSms(body, now());
        // Not from a Rwandan mobile, or not a message: nothing to do, and nothing for the provider to retry.
        return { data: message ? await notifications.receiveSms(message) : { action: 'none' as const } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/sms/africastalking/delivery-reports',
      summary: "Africa's Talking: a delivery report on a message the shop sent (delivered, or failed with the network's reason)",
      tags,
      access: 'public',
      request: { query: secretQuery, body: reportForm, form: true },
      response: smsDeliveryReportResultSchema,
      handler: async ({ query, body }) => {
        checkSecret(query.secret);
        const report = readAfricasTalkingDeliveryReport(body);
        return { data: report ? await notifications.recordSmsDeliveryReport(report) : { recorded: false } };
      },
    }),
  ];
}
