// The notifications service over gRPC, for a gateway that runs it as its own process. A refusal
// of the service (invalid, not_found) comes back as the AppError it threw; transport failures
// stay GrpcCallErrors (httpStatus 5xx), which the gateway's error handler reads.
// Who is calling travels as the caller's access token (request context), not in the messages.
import { AppError, type AppErrorKind } from '@shop/domain';
import { createGrpcClient, ERROR_KINDS, fromContractJson, GrpcApiClient, GrpcCallError, type GrpcClientOptions, toContractJson, unary } from '@shop/platform/grpc';
import { inboundSmsResultSchema, smsDeliveryReportResultSchema, smsSettingsSchema, textMessagePageSchema } from '@shop/contracts';
import { notificationsPb } from '@shop/proto';
import type {
  BulkEmailInput,
  BulkEmailResult,
  DeliveryPage,
  DeliveryQuery,
  InboundSmsMessage,
  InboundSmsResult,
  NotificationsApi,
  SmsDeliveryReportMessage,
  SmsDeliveryReportResult,
  SmsSettingInput,
  SmsSettings,
  SubscribeResult,
  SubscriberPage,
  SubscriberQuery,
  SubscriberView,
  SubscriptionStatus,
  TextMessagePage,
  TextMessageQuery,
  UnsubscribeResult,
} from '../../api/notifications-api';
import {
  bulkEmailResultFromPb,
  deliveryPageFromPb,
  logQueryToPb,
  statusFromPb,
  subscribeResultFromPb,
  subscriberFromPb,
  subscriberPageFromPb,
  unsubscribeResultFromPb,
} from './notifications-grpc-mapping';

/**
 * The methods that may be retried. Subscribe is not: a repeat would answer "already subscribed"
 * to a first signup; nor is SendBulkEmail: a repeat would queue the campaign twice.
 */
const IDEMPOTENT_METHODS = ['unsubscribe', 'checkSubscription', 'listSubscribers', 'countNewSubscribers', 'listDeliveries', 'listTextMessages', 'receiveSms', 'recordSmsDeliveryReport', 'smsSettings', 'setSmsUpdates'];

export class GrpcNotificationsApi extends GrpcApiClient<notificationsPb.NotificationsClient> implements NotificationsApi {
  /** `url`: NOTIFICATIONS_GRPC_URL (`host:port` or `grpc://host:port`). */
  constructor(url: string, options: Omit<GrpcClientOptions, 'idempotent'> = {}) {
    super(createGrpcClient(notificationsPb.NotificationsClient, url, { ...options, idempotent: IDEMPOTENT_METHODS }));
  }

  async subscribe(email: string, language?: string): Promise<SubscribeResult> {
    return subscribeResultFromPb(await unary(this.client, 'subscribe', { email, language }).catch(asAppError));
  }

  async unsubscribe(token: string): Promise<UnsubscribeResult> {
    return unsubscribeResultFromPb(await unary(this.client, 'unsubscribe', { token }).catch(asAppError));
  }

  async checkSubscription(email: string): Promise<SubscriptionStatus> {
    return statusFromPb(await unary(this.client, 'checkSubscription', { email }).catch(asAppError));
  }

  async newSubscribersPerDay(days: string[]): Promise<number[]> {
    return (await unary(this.client, 'countNewSubscribers', { days }).catch(asAppError)).counts;
  }

  async listSubscribers(query: SubscriberQuery = {}): Promise<SubscriberPage> {
    const request = { page: query.page ?? 0, limit: query.limit ?? 0 };
    return subscriberPageFromPb(await unary(this.client, 'listSubscribers', request).catch(asAppError));
  }

  /** The sender is the caller of the access token; `actorId` serves in-process callers only. */
  async sendBulkEmail(input: BulkEmailInput): Promise<BulkEmailResult> {
    const request = { subject: input.subject, htmlContent: input.htmlContent, textContent: input.textContent ?? '' };
    return bulkEmailResultFromPb(await unary(this.client, 'sendBulkEmail', request).catch(asAppError));
  }

  /** Reads the server's stream as it comes; leaving the loop early cancels the call. */
  async *exportSubscribers(): AsyncGenerator<SubscriberView> {
    const call = this.client.exportSubscribers({});
    try {
      for await (const pb of call as AsyncIterable<notificationsPb.Subscriber>) yield subscriberFromPb(pb);
    } catch (error) {
      asAppError(GrpcCallError.from(error));
    } finally {
      call.cancel();
    }
  }

  async listDeliveries(query: DeliveryQuery = {}): Promise<DeliveryPage> {
    return deliveryPageFromPb(await unary(this.client, 'listDeliveries', logQueryToPb(query)).catch(asAppError));
  }

  async listTextMessages(query: TextMessageQuery = {}): Promise<TextMessagePage> {
    return fromContractJson(textMessagePageSchema, await unary(this.client, 'listTextMessages', logQueryToPb(query)).catch(asAppError), 'The SMS log', 'answer');
  }

  async receiveSms(message: InboundSmsMessage): Promise<InboundSmsResult> {
    return fromContractJson(inboundSmsResultSchema, await unary(this.client, 'receiveSms', toContractJson(message)).catch(asAppError), 'The answer to an inbound SMS', 'answer');
  }

  async recordSmsDeliveryReport(report: SmsDeliveryReportMessage): Promise<SmsDeliveryReportResult> {
    const reply = await unary(this.client, 'recordSmsDeliveryReport', toContractJson(report)).catch(asAppError);
    return fromContractJson(smsDeliveryReportResultSchema, reply, 'The answer to a delivery report', 'answer');
  }

  /** The shopper is the caller of the access token; `userId` serves in-process callers only. */
  async smsSettings(_userId: string): Promise<SmsSettings> {
    return fromContractJson(smsSettingsSchema, await unary(this.client, 'smsSettings', {}).catch(asAppError), 'The SMS settings', 'answer');
  }

  async setSmsUpdates({ number, updates }: SmsSettingInput): Promise<SmsSettings> {
    return fromContractJson(smsSettingsSchema, await unary(this.client, 'setSmsUpdates', toContractJson({ number, updates })).catch(asAppError), 'The SMS settings', 'answer');
  }
}

/** The AppError behind a client error (its status and HTTP status name one kind); anything else as it is. */
function asAppError(error: unknown): never {
  if (error instanceof GrpcCallError && error.httpStatus < 500) {
    const kinds = Object.keys(ERROR_KINDS) as Array<keyof typeof ERROR_KINDS>;
    const kind = kinds.find((name) => ERROR_KINDS[name].grpc === error.code && ERROR_KINDS[name].http === error.httpStatus);
    // Every kind below 500 is one of the domain's.
    if (kind) throw new AppError(kind as AppErrorKind, error.message, error.errors);
  }
  throw error;
}
