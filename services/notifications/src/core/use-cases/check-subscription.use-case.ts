import type { SubscriptionStatus } from '../../api/notifications-api';
import { subscriberEmail } from '../newsletter/subscriber';
import type { NotificationsPorts } from '../notifications-ports';

/** Whether an e-mail is an active subscriber, and since when. */
export class CheckSubscription {
  constructor(private readonly deps: Pick<NotificationsPorts, 'subscribers'>) {}

  async execute(email: unknown): Promise<SubscriptionStatus> {
    const subscriber = await this.deps.subscribers.findByEmail(subscriberEmail(email));
    return subscriber?.isActive ? { subscribed: true, subscribedAt: subscriber.subscribedAt } : { subscribed: false };
  }
}
