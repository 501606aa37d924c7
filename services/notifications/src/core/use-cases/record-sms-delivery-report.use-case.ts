import type { SmsDeliveryReportMessage, SmsDeliveryReportResult } from '../../api/notifications-api';
import type { NotificationsPorts } from '../notifications-ports';

/** Longest reason kept in the SMS log. */
const MAX_REASON_LENGTH = 500;

/** A provider's delivery report: the message it names is delivered, or failed with the network's reason. */
export class RecordSmsDeliveryReport {
  constructor(private readonly deps: Pick<NotificationsPorts, 'texts' | 'clock'>) {}

  async execute(report: SmsDeliveryReportMessage): Promise<SmsDeliveryReportResult> {
    const outcome = {
      status: report.status,
      updatedAt: this.deps.clock.now().toISOString(),
      ...(report.status === 'failed' && report.reason ? { lastError: report.reason.slice(0, MAX_REASON_LENGTH) } : {}),
    };
    return { recorded: await this.deps.texts.report(report.provider, report.providerMessageId, outcome) };
  }
}
