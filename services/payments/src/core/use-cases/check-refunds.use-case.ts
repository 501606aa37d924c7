import { RefundSender, type RefundSenderPorts } from '../refund/refund-sender';

/** The poller's part in refunds: asks again about refunds not yet confirmed, and finishes interrupted event recordings. */
export class CheckRefunds {
  private readonly sender: RefundSender;

  constructor(private readonly deps: RefundSenderPorts) {
    this.sender = new RefundSender(deps);
  }

  /** How many refunds were looked at. */
  async checkDue(limit = 25): Promise<number> {
    const due = await this.deps.refunds.findDue(this.deps.clock.now().getTime(), limit);
    for (const refund of due) await this.sender.advance(refund);
    await this.sender.settle.recordPending();
    return due.length;
  }
}
