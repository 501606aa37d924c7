// The SMS log and the providers' callbacks (notifications): the `data` of successful envelopes and
// what travels between the gateway and the service. The gateway validates and documents them.
import { z } from 'zod';
import { money } from '../fields';
import { paginationSchema } from './pagination';

/** pending: recorded, no provider has it yet; sent: a provider took it; delivered: the phone got it (a delivery report); failed: none would, or the network gave up. */
export const SMS_STATUSES = ['pending', 'sent', 'delivered', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const textMessageSchema = z.object({
  _id: z.string(),
  to: z.string().describe('+2507XXXXXXXX'),
  template: z.string().describe('e.g. sms-order-received'),
  eventId: z.string(),
  text: z.string(),
  encoding: z.enum(['GSM-7', 'UCS-2']).optional().describe('As the provider counted it; absent until one took the message'),
  segments: z.number().int().optional().describe('The parts it is sent, and billed, as'),
  status: z.enum(SMS_STATUSES),
  provider: z.string().optional(),
  costRwf: money.optional().describe('When the provider reports it'),
  lastError: z.string().optional().describe('Why it failed'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TextMessage = z.infer<typeof textMessageSchema>;

export const textMessagePageSchema = z.object({ messages: z.array(textMessageSchema), pagination: paginationSchema });
export type TextMessagePage = z.infer<typeof textMessagePageSchema>;

/** A message a customer sent to the shop's number, read from a provider's callback. */
export const inboundSmsSchema = z.object({
  provider: z.string().min(1),
  from: z.string().min(1).describe('+2507XXXXXXXX'),
  text: z.string(),
  receivedAt: z.string(),
});
export type InboundSmsMessage = z.infer<typeof inboundSmsSchema>;

/** What the shop did with an inbound message: STOP and HAGARIKA stop the SMS updates of the number, START and TANGIRA bring them back. */
export const inboundSmsResultSchema = z.object({ action: z.enum(['stopped', 'restarted', 'none']) });
export type InboundSmsResult = z.infer<typeof inboundSmsResultSchema>;

/** A provider's word on a message it took. */
export const smsDeliveryReportSchema = z.object({
  provider: z.string().min(1),
  providerMessageId: z.string().min(1),
  status: z.enum(['sent', 'delivered', 'failed']),
  reason: z.string().optional(),
});
export type SmsDeliveryReportMessage = z.infer<typeof smsDeliveryReportSchema>;

export const smsDeliveryReportResultSchema = z.object({ recorded: z.boolean().describe('False when the report names no message the shop sent') });
export type SmsDeliveryReportResult = z.infer<typeof smsDeliveryReportResultSchema>;

/** The signed-in shopper's numbers (those their orders were delivered to) and whether each gets SMS updates. */
export const smsSettingsSchema = z.object({
  numbers: z.array(z.object({ number: z.string().describe('+2507XXXXXXXX'), updates: z.boolean().describe('False after STOP or HAGARIKA, or switched off here') })),
});
export type SmsSettings = z.infer<typeof smsSettingsSchema>;

/** The body of PUT /users/me/sms: one of the shopper's numbers, on or off. */
export const smsSettingBodySchema = z.object({
  number: z.string({ error: 'Phone number is required' }).max(40, 'Please enter a valid phone number'),
  updates: z.boolean({ error: 'Updates must be true or false' }),
});
export type SmsSettingBody = z.infer<typeof smsSettingBodySchema>;
